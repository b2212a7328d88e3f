import { useState, type ReactNode } from 'react';
import { DialogTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import { fieldProblemText } from '../../../../ui/kit/problem-text';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { NotesField } from '../../../../ui/kit/notes-field';
import { TextInput } from '../../../../ui/kit/text-input';
import type { OrderDetail } from '../../application/ports/orders-gateway';
import { parcelDevices } from '../../domain/purchased-devices';
import { useManagedOrdersGateway, useOrderChange } from '../queries/orders';
import { useOrdersProblemText } from './orders-problem-text';

/** Tells the order's page of a refusal: the dialog that met it may close as the order is fetched anew. */
type Refused = (message: string | null) => void;

/**
 * A change's run: pending while it goes, and the refusal in the reader's words when the server says no, with what it
 * said of each field.
 */
function useAction<Input>(change: (input: Input) => Promise<OrderDetail>, onRefused: Refused) {
  const mutation = useOrderChange(change);
  const wordProblem = useOrdersProblemText();
  const { t } = useTranslation('shell');
  const [error, setError] = useState<unknown>(null);
  const run = async (input: Input) => {
    setError(null);
    onRefused(null);
    try {
      await mutation.mutateAsync(input);
      return true;
    } catch (refusal) {
      setError(refusal);
      onRefused(wordProblem(refusal));
      return false;
    }
  };
  return {
    run,
    pending: mutation.isPending,
    failure: error === null ? null : wordProblem(error),
    fieldError: (field: string) => fieldProblemText(t, error, field, 'commerce-orders'),
  };
}

/**
 * What may be done to the order now, as its actions say: approve or decline, prepare, ship, complete, cancel. A
 * refusal goes to `onRefused`, which the page shows whatever the order's actions become.
 */
export function OrderActions({ order, onRefused }: { order: OrderDetail; onRefused: Refused }) {
  const { t } = useTranslation('commerce-orders');
  const { id, version } = order;
  const orders = useManagedOrdersGateway();
  const approve = useAction(() => orders.decide(id, 'accepted'), onRefused);
  const process = useAction(() => orders.process(id, version), onRefused);
  const complete = useAction(() => orders.complete(id, version), onRefused);
  const can = (action: OrderDetail['actions'][number]) => order.actions.includes(action);
  if (order.actions.length === 0) return null;
  return (
    <div className="orders-actions" role="group" aria-label={t('actions.label')}>
      {can('approve') && (
        <RippleButton className="button button--primary" isPending={approve.pending} onPress={() => void approve.run(undefined)}>
          {t('actions.approve')}
        </RippleButton>
      )}
      {can('decline') && <ReasonDialog label={t('actions.decline')} title={t('actions.declineTitle')} change={(reason) => orders.decide(id, 'refused', reason)} onRefused={onRefused} destructive />}
      {can('process') && (
        <RippleButton className="button" isPending={process.pending} onPress={() => void process.run(undefined)}>
          {t('actions.process')}
        </RippleButton>
      )}
      {can('ship') && <ShipDialog order={order} onRefused={onRefused} />}
      {can('complete') && (
        <RippleButton className="button button--primary" isPending={complete.pending} onPress={() => void complete.run(undefined)}>
          {t('actions.complete')}
        </RippleButton>
      )}
      {can('cancel') && <CancelOrderDialog cancel={(reason) => orders.cancel(id, version, reason)} onRefused={onRefused} />}
    </div>
  );
}

/**
 * Cancelling an order, with its reason, for an admin or for the person who placed it (`byOwner`): the server
 * releases the stock and refunds, or says why it no longer can.
 */
export function CancelOrderDialog({ cancel, onRefused, byOwner = false }: { cancel: (reason: string) => Promise<OrderDetail>; onRefused: Refused; byOwner?: boolean }) {
  const { t } = useTranslation('commerce-orders');
  return (
    <ReasonDialog
      label={t('actions.cancel')}
      title={t('actions.cancelTitle')}
      reasonLabel={byOwner ? t('actions.ownReason') : t('actions.reason')}
      dismissLabel={t('actions.keep')}
      change={cancel}
      onRefused={onRefused}
      destructive
    >
      <p>{byOwner ? t('actions.ownCancelText') : t('actions.cancelText')}</p>
    </ReasonDialog>
  );
}

function ReasonDialog({
  label,
  title,
  reasonLabel,
  dismissLabel,
  change,
  onRefused,
  destructive = false,
  children,
}: {
  label: string;
  title: string;
  reasonLabel?: string;
  /** What closes the dialog without doing it, where "Cancel" would read as the action itself. */
  dismissLabel?: string;
  change: (reason: string) => Promise<OrderDetail>;
  onRefused: Refused;
  destructive?: boolean;
  children?: ReactNode;
}) {
  return (
    <DialogTrigger>
      <RippleButton className={destructive ? 'button button--danger' : 'button'}>{label}</RippleButton>
      <ModalDialog title={title}>
        {(close) => (
          <ReasonForm label={label} reasonLabel={reasonLabel} dismissLabel={dismissLabel} change={change} onRefused={onRefused} destructive={destructive} close={close}>
            {children}
          </ReasonForm>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}

/** Mounted with its dialog: each opening starts empty. */
function ReasonForm({
  label,
  reasonLabel,
  dismissLabel,
  change,
  onRefused,
  destructive,
  close,
  children,
}: {
  label: string;
  reasonLabel: string | undefined;
  dismissLabel: string | undefined;
  change: (reason: string) => Promise<OrderDetail>;
  onRefused: Refused;
  destructive: boolean;
  close: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['commerce-orders', 'kit']);
  const action = useAction(change, onRefused);
  const [reason, setReason] = useState('');
  return (
    <Form className="form" onSubmit={(event) => (event.preventDefault(), void action.run(reason.trim()).then((done) => done && close()))}>
      {children}
      <NotesField label={reasonLabel ?? t('actions.reason')} value={reason} onChange={setReason} />
      <FormError>{action.failure}</FormError>
      <div className="dialog__actions">
        <RippleButton className="button" onPress={close}>
          {dismissLabel ?? t('kit:actions.cancel')}
        </RippleButton>
        <RippleButton type="submit" className={destructive ? 'button button--danger' : 'button button--primary'} isPending={action.pending} isDisabled={!reason.trim()}>
          {label}
        </RippleButton>
      </div>
    </Form>
  );
}

function ShipDialog({ order, onRefused }: { order: OrderDetail; onRefused: Refused }) {
  const { t } = useTranslation('commerce-orders');
  return (
    <DialogTrigger>
      <RippleButton className="button button--primary">{t('actions.ship')}</RippleButton>
      <ModalDialog title={t('ship.title', { number: order.number })}>{(close) => <ShipForm order={order} onRefused={onRefused} close={close} />}</ModalDialog>
    </DialogTrigger>
  );
}

/**
 * A parcel: its tracking number, how many of each line it holds, filled with what is left when the dialog opens, and
 * the serial of each device it carries into the fleet, if known. Everything left is sent as the whole order.
 */
function ShipForm({ order, onRefused, close }: { order: OrderDetail; onRefused: Refused; close: () => void }) {
  const { t } = useTranslation(['commerce-orders', 'kit']);
  const left = order.lines.map((line) => ({ line, remaining: line.quantity - line.shippedQuantity })).filter((each) => each.remaining > 0);
  const [tracking, setTracking] = useState('');
  const [carrier, setCarrier] = useState('');
  const [quantities, setQuantities] = useState<Readonly<Record<string, string>>>(() => Object.fromEntries(left.map(({ line, remaining }) => [line.id, String(remaining)])));
  const [serials, setSerials] = useState<Readonly<Record<string, string>>>({});
  const orders = useManagedOrdersGateway();
  const parcel = left.map(({ line }) => ({ lineId: line.id, quantity: Number(quantities[line.id] ?? 0) })).filter((line) => line.quantity > 0);
  const devices = parcelDevices(order.lines, parcel);
  const keyOf = (device: { lineId: string; unit: number }) => `${device.lineId}:${device.unit}`;
  const typed = devices.map((device) => ({ lineId: device.lineId, unit: device.unit, serial: serials[keyOf(device)]?.trim() ?? '' })).filter((entry) => entry.serial !== '');
  // The serials as last sent: the server names a refused one by its place among them.
  const [sent, setSent] = useState<typeof typed>([]);
  const action = useAction((_: undefined) => {
    setSent(typed);
    const whole = left.every(({ line, remaining }) => Number(quantities[line.id]) === remaining);
    return orders.ship(order.id, {
      version: order.version,
      trackingNumber: tracking.trim(),
      carrier: carrier.trim() || null,
      lines: whole ? null : parcel,
      ...(typed.length > 0 && { serials: typed }),
    });
  }, onRefused);
  const serialError = (device: { lineId: string; unit: number }) => {
    const index = sent.findIndex((entry) => entry.lineId === device.lineId && entry.unit === device.unit);
    return index < 0 ? undefined : action.fieldError(`serials.${index}.serial`);
  };
  /** Which of the parcel's devices of its line and kind it is, counted from 1: "ThinkPad (2)". */
  const numberOf = (device: (typeof devices)[number]) =>
    devices.filter((each) => each.lineId === device.lineId && each.device.name === device.device.name && each.unit <= device.unit).length;
  return (
    <Form className="form" onSubmit={(event) => (event.preventDefault(), void action.run(undefined).then((done) => done && close()))}>
      <TextInput label={t('ship.tracking')} value={tracking} onChange={setTracking} isRequired />
      <TextInput label={t('ship.carrier')} value={carrier} onChange={setCarrier} />
      <fieldset className="orders-ship__lines">
        <legend>{t('ship.lines')}</legend>
        {left.map(({ line, remaining }) => (
          <TextInput
            key={line.id}
            label={t('ship.quantityOf', { name: line.name, remaining })}
            inputMode="numeric"
            value={quantities[line.id] ?? ''}
            onChange={(value) => setQuantities((before) => ({ ...before, [line.id]: value.replace(/\D/g, '') }))}
          />
        ))}
      </fieldset>
      {devices.length > 0 && (
        <fieldset className="orders-ship__lines">
          <legend>{t('ship.serials')}</legend>
          <p className="muted">{t('ship.serialsHint')}</p>
          {devices.map((device) => (
            <TextInput
              key={keyOf(device)}
              label={t('ship.serialOf', { name: device.device.name, number: numberOf(device) })}
              value={serials[keyOf(device)] ?? ''}
              onChange={(value) => setSerials((before) => ({ ...before, [keyOf(device)]: value }))}
              maxLength={80}
              error={serialError(device)}
            />
          ))}
        </fieldset>
      )}
      <FormError>{action.failure}</FormError>
      <div className="dialog__actions">
        <RippleButton className="button" onPress={close}>
          {t('kit:actions.cancel')}
        </RippleButton>
        <RippleButton type="submit" className="button button--primary" isPending={action.pending} isDisabled={!tracking.trim()}>
          {t('ship.submit')}
        </RippleButton>
      </div>
    </Form>
  );
}
