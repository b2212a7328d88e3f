import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../../ui/kit/badge';
import { ADMIN_SERVICE_TYPES_GATEWAY, type ServiceTypeInput, type ServiceTypeItem } from '../../../application/ports/admin-config-gateway';
import type { NamedRef } from '../../../application/ports/ticket-views';
import { useDeskOptions } from '../../queries/admin-tickets';
import { AdminFrame } from '../admin-frame';
import { ApprovalStepsFields, stepDraftOf, stepOf, stepProblems, type StepDraft } from './approval-steps-fields';
import { CheckField } from './config-fields';
import { ConfigSection, type FieldsProps, type RecordKind } from './config-section';

interface Draft {
  /** The rest of the service type, sent back as it was: this screen changes only its approval. */
  readonly rest: Omit<ServiceTypeInput, 'needsApproval' | 'approvalSteps'>;
  readonly name: string;
  readonly needsApproval: boolean;
  readonly steps: readonly StepDraft[];
}

function WorkflowFields({ draft, onChange, fieldError }: FieldsProps<Draft>) {
  const { t } = useTranslation('service-desk-admin');
  const teams = useDeskOptions().data?.teams ?? [];
  return (
    <>
      <CheckField
        label={t('config.approvals.needsApproval')}
        description={t('config.approvals.needsApprovalHint')}
        checked={draft.needsApproval}
        onChange={(needsApproval) => onChange({ ...draft, needsApproval })}
        error={fieldError('needsApproval')}
      />
      {draft.needsApproval && <ApprovalStepsFields steps={draft.steps} onChange={(steps) => onChange({ ...draft, steps })} teams={teams} fieldError={fieldError} />}
      {fieldError('approvalSteps') && <p className="form__error">{fieldError('approvalSteps')}</p>}
    </>
  );
}

function useWorkflowKind(): RecordKind<ServiceTypeItem, Draft, ServiceTypeInput> {
  const { t } = useTranslation('service-desk-admin');
  const options = useDeskOptions().data;
  // Approvers named by id, shown by name: the people who can be assigned are the ones most often asked.
  const people = new Map<string, string>((options?.agents ?? []).map((person) => [person.id, person.name]));
  const teams: readonly NamedRef[] = options?.teams ?? [];
  const describe = (item: ServiceTypeItem) =>
    item.approvalSteps
      .map((step, index) => {
        const { approvers } = step;
        const who =
          approvers.kind === 'manager'
            ? t('config.approvals.kinds.manager')
            : approvers.kind === 'team'
              ? (teams.find((team) => team.id === approvers.teamId)?.name ?? t('config.approvals.kinds.team'))
              : approvers.userIds.map((id) => people.get(id) ?? id).join(', ');
        return `${index + 1}. ${who} (${step.requiredSharePercent} %)`;
      })
      .join(' → ');
  return {
    token: ADMIN_SERVICE_TYPES_GATEWAY,
    kind: 'approvals',
    fixedSet: true,
    nameOf: (item) => item.name,
    emptyDraft: () => ({ rest: { name: '', description: '', categoryId: null, teamId: null, ticketTypeId: null, active: true, fields: [] }, name: '', needsApproval: false, steps: [] }),
    draftOf: (item) => {
      const { id: _id, version: _version, needsApproval, approvalSteps, ...rest } = item;
      return { rest, name: item.name, needsApproval, steps: approvalSteps.map((step) => stepDraftOf(step, (id) => people.get(id) ?? id)) };
    },
    inputOf: (draft) => ({ ...draft.rest, needsApproval: draft.needsApproval, approvalSteps: draft.needsApproval ? draft.steps.map(stepOf) : [] }),
    problemsOf: (draft) => ({
      ...(draft.needsApproval && draft.steps.length === 0 && { approvalSteps: t('config.problems.stepRequired') }),
      ...(draft.needsApproval ? stepProblems(draft.steps, (key) => t(key)) : {}),
    }),
    Fields: WorkflowFields,
    columns: [
      { header: t('config.approvals.serviceType'), cell: (item) => item.name },
      {
        header: t('config.approvals.workflow'),
        cell: (item) => (item.needsApproval ? describe(item) : <Badge>{t('config.approvals.none')}</Badge>),
      },
    ],
  };
}

/** Which service types need approval, and the ordered steps that decide it. */
export default function ApprovalWorkflowsScreen() {
  const { t } = useTranslation('service-desk-admin');
  const kind = useWorkflowKind();
  return (
    <AdminFrame title={t('config.pages.approval-workflows')} lead={t('config.approvals.lead')}>
      <ConfigSection kind={kind} title={t('config.approvals.title')} description={t('config.approvals.description')} />
    </AdminFrame>
  );
}
