import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatNumber, formatTimestamp } from '../../../../ui/kit/format';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { QueryView } from '../../../../ui/kit/query-view';
import { SelectField } from '../../../../ui/kit/select-field';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { ShipmentDetail } from '../../application/ports/shipments-gateway';
import type { ShipmentState } from '../../domain/shipment-tracking';
import { checkTrackingNumber } from '../../domain/shipment-tracking-number';
import { useRecordShipmentEvent, useSetTrackingNumber, useShipment } from '../queries/shipments';
import { LabelDownloads } from './label-downloads';
import { recognisedCourier } from './recognised-courier';
import { ShipmentEndFacts } from './shipment-end-text';
import { ShipmentStateBadge } from './shipment-state-badge';

/** One shipment above the history: its ends and parcel, its label, its tracking history, and the manual carrier's forms. */
export function ShipmentPanel({ id, closeHref }: { id: string; closeHref: string }) {
  const { t } = useTranslation('returns-shipping');
  const shipment = useShipment(id);
  return (
    <section className="panel shipping-panel" aria-labelledby="shipping-panel-title">
      <div className="shipping-panel__head">
        <h2 id="shipping-panel-title">{shipment.data ? t('detail.title', { to: shipment.data.to.person?.name ?? shipment.data.to.name }) : t('detail.untitled')}</h2>
        <Link href={closeHref} className="button button--ghost">
          {t('detail.close')}
        </Link>
      </div>
      <QueryView query={shipment}>{(detail) => <ShipmentDetailView shipment={detail} />}</QueryView>
    </section>
  );
}

function ShipmentDetailView({ shipment }: { shipment: ShipmentDetail }) {
  const { t, i18n } = useTranslation('returns-shipping');
  const { parcel } = shipment;
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className="shipping-detail">
      <dl className="shipping-facts">
        <dt>{t('columns.state')}</dt>
        <dd>
          <ShipmentStateBadge state={shipment.state} />
        </dd>
        <dt>{t('form.trackingNumber')}</dt>
        <dd>
          {shipment.trackingNumber ? (
            shipment.trackingUrl ? (
              <a href={shipment.trackingUrl} target="_blank" rel="noreferrer noopener">
                {`${shipment.courier ?? ''} ${shipment.trackingNumber}`.trim()}
              </a>
            ) : (
              `${shipment.courier ?? ''} ${shipment.trackingNumber}`.trim()
            )
          ) : (
            t('history.noNumber')
          )}
        </dd>
        <ShipmentEndFacts shipment={shipment} />
        <dt>{t('form.parcel')}</dt>
        <dd>
          {t('detail.parcel', {
            weight: number(parcel.weightGrams / 1000),
            length: number(parcel.lengthMm / 10),
            width: number(parcel.widthMm / 10),
            height: number(parcel.heightMm / 10),
          })}
        </dd>
        <dt>{t('columns.purpose')}</dt>
        <dd>{t(`purposes.${shipment.purpose.kind}`, { defaultValue: shipment.purpose.kind })}</dd>
      </dl>
      {shipment.trackingNumber ? (
        <LabelDownloads shipmentId={shipment.id} trackingNumber={shipment.trackingNumber} />
      ) : (
        shipment.carrier === 'manual' && shipment.state === 'pre_transit' && <TrackingNumberForm shipment={shipment} />
      )}
      <h3 className="shipping-detail__heading">{t('detail.history')}</h3>
      <ol className="shipping-events">
        {shipment.events.map((event) => (
          <li key={event.id} className="shipping-events__item">
            <ShipmentStateBadge state={event.state} />
            <time dateTime={event.at}>{formatTimestamp(event.at, i18n.language)}</time>
            {event.note && <span>{event.note}</span>}
            {event.actor && <span className="muted">{t('detail.by', { name: event.actor.name })}</span>}
          </li>
        ))}
      </ol>
      {shipment.carrier === 'manual' && shipment.nextStates.length > 0 && <TrackingEventForm key={shipment.version} shipment={shipment} />}
    </div>
  );
}

/** The number typed from the carrier's site, checked by its check digit as it is typed. */
function TrackingNumberForm({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation('returns-shipping');
  const save = useSetTrackingNumber();
  const [value, setValue] = useState('');
  const checked = value.trim() ? checkTrackingNumber(value, recognisedCourier) : null;
  const [touched, setTouched] = useState(false);
  const submit = useSubmit(async () => {
    if (!checked?.ok) {
      setTouched(true);
      return;
    }
    await save.mutateAsync({ id: shipment.id, trackingNumber: checked.trackingNumber, version: shipment.version });
  });
  const problem = touched && checked && !checked.ok ? t('form.trackingNumberInvalid') : touched && !checked ? t('form.trackingNumberMissing') : undefined;
  return (
    <Form className="form form--short shipping-inline-form" validationBehavior="aria" onSubmit={submit.onSubmit}>
      <TextInput
        label={t('form.trackingNumber')}
        description={checked?.ok ? t('form.trackingNumberRecognised', { courier: checked.courier, service: checked.service }) : t('form.trackingNumberHint')}
        value={value}
        onChange={setValue}
        onBlur={() => setTouched(true)}
        autoComplete="off"
        spellCheck="false"
        isRequired
        error={problem ?? submit.fieldError('trackingNumber')}
      />
      <FormError>{submit.error}</FormError>
      <FormButtons submitLabel={t('detail.saveNumber')} pending={submit.pending} />
    </Form>
  );
}

/** A tracking event as the carrier's site shows it: the states the rules allow next, and a note (where it was scanned). */
function TrackingEventForm({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation('returns-shipping');
  const record = useRecordShipmentEvent();
  const [state, setState] = useState<ShipmentState | ''>('');
  const [note, setNote] = useState('');
  const submit = useSubmit(async () => {
    if (!state) return;
    await record.mutateAsync({ id: shipment.id, event: { state, note: note.trim() || null, version: shipment.version } });
  });
  return (
    <Form className="form form--short shipping-inline-form" validationBehavior="aria" onSubmit={submit.onSubmit} aria-label={t('detail.recordEvent')}>
      <h3 className="shipping-detail__heading">{t('detail.recordEvent')}</h3>
      <div className="form-grid">
        <SelectField label={t('detail.newState')} value={state} onChange={(next) => setState(next as ShipmentState)} emptyLabel={t('detail.chooseState')} isRequired error={submit.fieldError('state')}>
          {shipment.nextStates.map((next) => (
            <option key={next} value={next}>
              {t(`states.${next}`)}
            </option>
          ))}
        </SelectField>
        <TextInput label={t('detail.note')} description={t('detail.noteHint')} value={note} onChange={setNote} maxLength={300} error={submit.fieldError('note')} />
      </div>
      <FormError>{submit.error}</FormError>
      <FormButtons submitLabel={t('detail.record')} pending={submit.pending} isDisabled={!state} />
    </Form>
  );
}
