import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../../ui/kit/badge';
import { Money } from '../../../../ui/kit/display';
import { formatTimestamp } from '../../../../ui/kit/format';
import type { ReactNode } from 'react';
import type { Repair, RepairClock } from '../../application/ports/repair-gateway';
import type { RepairState } from '../../domain/repair-state';

const STATE_TONES: Readonly<Record<RepairState, Tone>> = {
  submitted: 'info',
  'awaiting-parts': 'warning',
  'parts-allocated': 'info',
  'in-repair': 'info',
  ready: 'success',
  completed: 'success',
  declined: 'danger',
};

export function RepairStateBadge({ state }: { state: RepairState }) {
  const { t } = useTranslation('returns-repair');
  return <Badge tone={STATE_TONES[state]}>{t(`state.${state}`)}</Badge>;
}

/** A state's SLA clock in words: when it is due, whether it was met, or that it is late. */
export function ClockText({ clock }: { clock: RepairClock | null }) {
  const { t, i18n } = useTranslation('returns-repair');
  if (!clock || clock.clock === 'none') return <span className="muted">{t('clock.none')}</span>;
  const due = clock.dueAt ? formatTimestamp(clock.dueAt, i18n.language) : '';
  const text = t(`clock.${clock.clock}`, { due });
  return clock.clock === 'breached' ? <Badge tone="danger">{text}</Badge> : <span>{text}</span>;
}

/** The estimate where the model has one, and whether an approver decides on it. */
export function EstimateText({ amount, currency, needsApproval }: { amount: number | null; currency: string; needsApproval: boolean }) {
  const { t } = useTranslation('returns-repair');
  if (amount === null) return <span className="muted">{t('estimate.none')}</span>;
  return (
    <span>
      <Money cents={amount} currency={currency} /> {needsApproval && <Badge tone="warning">{t('estimate.needsApproval')}</Badge>}
    </span>
  );
}

/** The device as a person recognises it: its model and tag. */
export const deviceName = (device: { model: string; assetTag: string }) => `${device.model} · ${device.assetTag}`;

/** A repair's card head: the device, and the state its repair is in. */
export function RepairCardHead({ repair, heading: Heading }: { repair: Repair; heading: 'h2' | 'h3' }) {
  return (
    <div className="repair-card__head">
      <Heading className="repair-card__title">{deviceName(repair)}</Heading>
      <RepairStateBadge state={repair.state} />
    </div>
  );
}

/** One fact of a repair card's list. */
export function RepairFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
