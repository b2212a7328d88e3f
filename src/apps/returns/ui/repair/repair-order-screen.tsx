import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { Badge } from '../../../../ui/kit/badge';
import { TimeText } from '../../../../ui/kit/display';
import { FormError } from '../../../../ui/kit/form-error';
import { PageHeader } from '../../../../ui/kit/page-header';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { QueryView } from '../../../../ui/kit/query-view';
import { SelectField } from '../../../../ui/kit/select-field';
import { useProfile } from '../../../../ui/queries/use-account';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { Repair, RepairOrder } from '../../application/ports/repair-gateway';
import { repairPaths } from '../../domain/repair-paths';
import { REPAIR_FULFILMENTS, type RepairFulfilment, type RepairMove } from '../../domain/repair-state';
import { useLendLoaner, useLoanerCandidates, useMoveRepair, useRepairOrder } from '../queries/repairs';
import { ClockText, deviceName, EstimateText, RepairCardHead, RepairFact } from './repair-parts';

/** An admin's moves of one repair: each allowed move a button; `ready` asks how the device goes back. */
function RepairMoves({ repair }: { repair: Repair }) {
  const { t } = useTranslation('returns-repair');
  const { problemText } = useProblemText();
  const move = useMoveRepair();
  const [fulfilment, setFulfilment] = useState<RepairFulfilment>('pickup');
  const run = (name: RepairMove) => move.mutate({ id: repair.id, request: { move: name, version: repair.version, ...(name === 'ready' && { fulfilment }) } });
  return (
    <div role="group" aria-label={t('order.actions', { name: deviceName(repair) })} className="repair-card__actions">
      {repair.moves.includes('ready') && (
        <SelectField label={t('order.fulfilment')} value={fulfilment} onChange={(value) => setFulfilment(value as RepairFulfilment)}>
          {REPAIR_FULFILMENTS.filter((each) => each === 'pickup' || repair.hasReturnAddress).map((each) => (
            <option key={each} value={each}>
              {t(`fulfilment.${each}`)}
            </option>
          ))}
        </SelectField>
      )}
      {repair.moves.map((name) => (
        <RippleButton key={name} className={name === 'decline' || name === 'refuse' ? 'button button--danger' : 'button'} isDisabled={move.isPending} onPress={() => run(name)}>
          {t(`move.${name}`)}
        </RippleButton>
      ))}
      <FormError>{move.error ? problemText(move.error) : null}</FormError>
    </div>
  );
}

/** An admin lends a device in stock while the person's is away. */
function LoanerPicker({ repair }: { repair: Repair }) {
  const { t } = useTranslation('returns-repair');
  const { problemText } = useProblemText();
  const candidates = useLoanerCandidates(true);
  const lend = useLendLoaner();
  const [assetId, setAssetId] = useState('');
  return (
    <div className="repair-card__actions">
      <SelectField label={t('order.loaner')} value={assetId} onChange={setAssetId} emptyLabel={t('order.loanerChoose')}>
        {(candidates.data?.items ?? []).map((candidate) => (
          <option key={candidate.assetId} value={candidate.assetId}>
            {deviceName(candidate)}
          </option>
        ))}
      </SelectField>
      <RippleButton className="button" isDisabled={!assetId || lend.isPending} onPress={() => lend.mutate({ id: repair.id, assetId, version: repair.version })}>
        {t('order.lend')}
      </RippleButton>
      <FormError>{lend.error ? problemText(lend.error) : null}</FormError>
    </div>
  );
}

function RepairItem({ repair }: { repair: Repair }) {
  const { t } = useTranslation('returns-repair');
  const admin = repair.moves.length > 0;
  const ended = repair.state === 'completed' || repair.state === 'declined';
  return (
    <li className="repair-card">
      <RepairCardHead repair={repair} heading="h2" />
      <dl className="repair-card__facts">
        <RepairFact label={t('home.fault')}>{t(`fault.${repair.faultCategory}`)}</RepairFact>
        <RepairFact label={t('estimate.label')}>
          <EstimateText amount={repair.estimateMinor} currency={repair.currency} needsApproval={false} />{' '}
          {repair.approval !== 'none' && <Badge tone={repair.approval === 'refused' ? 'danger' : repair.approval === 'pending' ? 'warning' : 'success'}>{t(`approval.${repair.approval}`)}</Badge>}
        </RepairFact>
        <RepairFact label={t('home.due')}>
          <ClockText clock={repair.clocks.at(-1) ?? null} />
        </RepairFact>
        {repair.fulfilment && <RepairFact label={t('order.fulfilment')}>{t(`fulfilment.${repair.fulfilment}`)}</RepairFact>}
        {repair.loanerAssetId && <RepairFact label={t('order.loaner')}>{t('order.loanerLent')}</RepairFact>}
      </dl>
      <p>{repair.description}</p>
      {repair.shipments.length > 0 && (
        <ul className="repair-shipments" aria-label={t('order.shipments')}>
          {repair.shipments.map((shipment) => (
            <li key={shipment.id}>
              {t(`order.shipment.${shipment.kind}`)}: {t(`order.tracking.${shipment.state}`, { defaultValue: shipment.state })}
              {shipment.trackingNumber && (
                <>
                  {' · '}
                  {shipment.trackingUrl ? <a href={shipment.trackingUrl}>{shipment.trackingNumber}</a> : shipment.trackingNumber}
                </>
              )}
              {shipment.labelUrl && (
                <>
                  {' · '}
                  <a href={shipment.labelUrl}>{t('order.label')}</a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {repair.photos.length > 0 && (
        <ul className="repair-photos">
          {repair.photos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.url} alt={t('order.photo', { name: photo.filename })} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {repair.clocks.length > 1 && (
        <details>
          <summary>{t('clock.history')}</summary>
          <ol className="repair-clocks">
            {repair.clocks.map((clock) => (
              <li key={`${clock.state}-${clock.enteredAt}`}>
                {t(`state.${clock.state}`)}: <ClockText clock={clock} /> <span className="muted">(<TimeText at={clock.enteredAt} />)</span>
              </li>
            ))}
          </ol>
        </details>
      )}
      {admin && <RepairMoves repair={repair} />}
      {admin && !ended && !repair.loanerAssetId && <LoanerPicker repair={repair} />}
    </li>
  );
}

function OrderBody({ order }: { order: RepairOrder }) {
  const { t } = useTranslation('returns-repair');
  const profile = useProfile();
  const mine = order.repairs.some((repair) => repair.person.id === profile.data?.id);
  return (
    <>
      <p className="repair-thanks">{mine ? t('order.thanks', { number: order.orderNumber }) : t('order.lead')}</p>
      <ul className="repair-list">
        {order.repairs.map((repair) => (
          <RepairItem key={repair.id} repair={repair} />
        ))}
      </ul>
      <p>
        <Link href={repairPaths.home()}>{t('order.back')}</Link>
      </p>
    </>
  );
}

/**
 * repair-devices/thankyou/{orderID}: the submission's order, named by its number. The sender reads where each repair
 * stands; an admin (from Manage Orders' corporate tab) moves each through its states and lends a loaner here.
 */
export default function RepairOrderScreen({ match }: ScreenProps) {
  const { t } = useTranslation('returns-repair');
  const id = match.params.orderID ?? '';
  const order = useRepairOrder(id);
  return (
    <section className="screen repair" aria-labelledby="repair-order-title">
      <PageHeader title={order.data ? t('order.title', { number: order.data.orderNumber }) : t('home.title')} titleId="repair-order-title" />
      <section className="panel">
        <QueryView query={order}>{(loaded) => <OrderBody order={loaded} />}</QueryView>
      </section>
    </section>
  );
}
