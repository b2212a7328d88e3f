import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../../ui/kit/badge';
import type { CampaignKind } from '../../domain/campaign-kind';
import { KIND_STATES } from '../../domain/campaign-kind-states';
import type { CampaignStatus } from '../../domain/campaign-status';

const STATUS_TONES: Readonly<Record<CampaignStatus, Tone>> = { scheduled: 'info', active: 'success', closed: 'neutral', cancelled: 'danger' };

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation('campaigns-pattern');
  return <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>;
}

/** A person's state in their kind's words (the shared catalogue's `states.<kind>.<state>`). */
export function useStateLabel(kind: CampaignKind) {
  const { t } = useTranslation('campaigns');
  return (state: string) => t(`states.${kind}.${state}`, { defaultValue: state });
}

export function PersonStateBadge({ kind, state }: { kind: CampaignKind; state: string }) {
  const label = useStateLabel(kind);
  const states = KIND_STATES[kind];
  const tone: Tone = states.ended.includes(state) ? (state === states.failed || state === 'cancelled' ? 'danger' : 'success') : states.silent.includes(state) ? 'warning' : 'info';
  return <Badge tone={tone}>{label(state)}</Badge>;
}
