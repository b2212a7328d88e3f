import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import { NotesField } from '../../../../ui/kit/notes-field';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { AgentTicketDetail } from '../../application/ports/admin-tickets-gateway';
import { useDecideApproval } from '../queries/admin-tickets';
import { ApprovalSteps } from '../requester/approval-steps';

/**
 * The request's approval, step by step; an approver of the step awaiting decisions accepts or refuses it here. A
 * refusal tells the requester why, so it needs a reason.
 */
export function ApprovalPanel({ ticket }: { ticket: AgentTicketDetail }) {
  const { t } = useTranslation('service-desk-admin');
  const [reason, setReason] = useState('');
  const decide = useDecideApproval(ticket.id);
  const trimmed = reason.trim();
  const accept = useSubmit(() => decide.mutateAsync({ decision: 'accepted', ...(trimmed && { reason: trimmed }) }));
  const refuse = useSubmit(() => decide.mutateAsync({ decision: 'refused', reason: trimmed }));
  if (!ticket.approval) return null;
  return (
    <div className="approval-panel">
      <ApprovalSteps approval={ticket.approval} />
      {ticket.approval.mayDecide && (
        <section className="panel" aria-labelledby="approval-decide">
          <h2 id="approval-decide">{t('approval.decide')}</h2>
          <NotesField label={t('approval.reason')} value={reason} onChange={setReason} error={refuse.fieldError('reason')} />
          <p className="muted">{t('approval.reasonHint')}</p>
          <FormError>{accept.error ?? refuse.error}</FormError>
          <div className="form-actions">
            <RippleButton className="button button--danger" isPending={refuse.pending} isDisabled={!trimmed || accept.pending} onPress={() => void refuse.onSubmit()}>
              {t('approval.refuse')}
            </RippleButton>
            <RippleButton className="button button--primary" isPending={accept.pending} isDisabled={refuse.pending} onPress={() => void accept.onSubmit()}>
              {t('approval.accept')}
            </RippleButton>
          </div>
        </section>
      )}
    </div>
  );
}
