import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { Badge, type Tone } from '../../../../ui/kit/badge';
import { FormError } from '../../../../ui/kit/form-error';
import { SelectField } from '../../../../ui/kit/select-field';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { BudgetChange, Named } from '../../application/ports/team-gateway';
import type { BudgetChangeState, BudgetDecision } from '../../domain/budget-change';
import { useDecideBudgetChange } from '../queries/team';

const STATE_TONES: Record<BudgetChangeState, Tone> = { applied: 'success', approved: 'success', pending: 'warning', rejected: 'danger' };

export function ChangeStateBadge({ state }: { state: BudgetChangeState }) {
  const { t } = useTranslation('people-team');
  return <Badge tone={STATE_TONES[state]}>{t(`changeState.${state}`)}</Badge>;
}

/** An admin's choice of whose team to show: the whole organisation, or a manager's team. */
export function ManagerPicker({ managers, value, onChange }: { managers: readonly Named[]; value: string; onChange: (managerId: string) => void }) {
  const { t } = useTranslation('people-team');
  return (
    <SelectField label={t('picker.label')} value={value} onChange={onChange} emptyLabel={t('picker.organisation')}>
      {managers.map((manager) => (
        <option key={manager.id} value={manager.id}>
          {manager.name}
        </option>
      ))}
    </SelectField>
  );
}

/** Approve or reject a pending change, for one of its approvers. */
export function DecideButtons({ change }: { change: BudgetChange }) {
  const { t } = useTranslation('people-team');
  const decide = useDecideBudgetChange();
  const submit = (decision: BudgetDecision) => decide.mutateAsync({ id: change.id, decision, version: change.version });
  const approve = useSubmit(() => submit('approved'));
  const reject = useSubmit(() => submit('rejected'));
  const pending = approve.pending || reject.pending;
  return (
    <div className="team-decide">
      <div className="team-decide__buttons">
        <RippleButton className="button button--primary" isDisabled={pending} onPress={() => void approve.onSubmit()} aria-label={t('decide.approveNamed', { name: change.person.name })}>
          {t('decide.approve')}
        </RippleButton>
        <RippleButton className="button" isDisabled={pending} onPress={() => void reject.onSubmit()} aria-label={t('decide.rejectNamed', { name: change.person.name })}>
          {t('decide.reject')}
        </RippleButton>
      </div>
      <FormError>{approve.error ?? reject.error}</FormError>
    </div>
  );
}
