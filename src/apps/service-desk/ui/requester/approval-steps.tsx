import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../../ui/kit/badge';
import type { ApprovalProgress, ApprovalStepProgress } from '../../application/ports/ticket-views';

const stepTone: Readonly<Record<ApprovalStepProgress['state'], Tone>> = { waiting: 'neutral', pending: 'warning', accepted: 'success', refused: 'danger' };

/** A request's approval, step by step: who decides, how many must accept, and what each approver said. */
export function ApprovalSteps({ approval }: { approval: ApprovalProgress }) {
  const { t } = useTranslation('service-desk');
  return (
    <section className="panel desk-panel" aria-labelledby="desk-approval">
      <h2 id="desk-approval">{t('approval.title')}</h2>
      <p>{t(`approval.summary.${approval.state}`)}</p>
      <ol className="approval-steps">
        {approval.steps.map((step) => (
          <li key={step.order}>
            <p className="approval-steps__head">
              <strong>{t('approval.step', { order: step.order })}</strong> <Badge tone={stepTone[step.state]}>{t(`approval.stepState.${step.state}`)}</Badge>{' '}
              <span className="muted">{step.requiredSharePercent === 0 ? t('approval.firstDecides') : t('approval.share', { percent: step.requiredSharePercent })}</span>
            </p>
            <ul>
              {step.approvers.map((vote, index) => (
                // Approvers come by name only; the order within a step is the server's and stays put.
                <li key={index}>
                  {vote.approver.name}: {t(`approval.vote.${vote.decision ?? 'none'}`)}
                  {vote.reason && <span className="muted"> ({vote.reason})</span>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
