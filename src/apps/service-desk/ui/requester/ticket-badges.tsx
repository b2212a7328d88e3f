import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../../ui/kit/badge';
import type { ApprovalState, StatusRef } from '../../application/ports/ticket-views';
import type { SlaState } from '../../domain/sla-clock';
import type { StatusCategory } from '../../domain/ticket-status';

const statusTone: Readonly<Record<StatusCategory, Tone>> = { new: 'info', open: 'info', pending: 'warning', resolved: 'success', closed: 'neutral' };
const slaTone: Readonly<Record<Exclude<SlaState, 'none'>, Tone>> = { 'on-track': 'info', 'due-soon': 'warning', breached: 'danger', met: 'success' };
const approvalTone: Readonly<Record<Exclude<ApprovalState, 'none'>, Tone>> = { pending: 'warning', accepted: 'success', refused: 'danger' };

/** The organisation's own name of the status, coloured by its category. */
export function StatusBadge({ status }: { status: StatusRef }) {
  return (
    <Badge tone={statusTone[status.category]} dot>
      {status.name}
    </Badge>
  );
}

/** How the promise of the SLA stands; nothing without an SLA. */
export function SlaBadge({ state }: { state: SlaState | undefined }) {
  const { t } = useTranslation('service-desk');
  if (!state || state === 'none') return null;
  return <Badge tone={slaTone[state]}>{t(`sla.${state}`)}</Badge>;
}

/** Where a request stands with its approvers; nothing for a ticket that needs none. */
export function ApprovalBadge({ state }: { state: ApprovalState }) {
  const { t } = useTranslation('service-desk');
  if (state === 'none') return null;
  return <Badge tone={approvalTone[state]}>{t(`approval.${state}`)}</Badge>;
}
