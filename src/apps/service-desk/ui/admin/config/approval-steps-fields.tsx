import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../../ui/feedback/ripple-button';
import { ChoiceField } from '../../../../../ui/kit/choice-field';
import { RecordPicker } from '../../../../../ui/kit/record-picker';
import { TextInput } from '../../../../../ui/kit/text-input';
import type { ApprovalStep } from '../../../application/ports/admin-config-gateway';
import type { NamedRef } from '../../../application/ports/ticket-views';
import { ADMIN_KEY } from '../../queries/admin-tickets';
import { wholeNumber } from './config-fields';
import { usePeopleSearch } from './people-search';

type ApproverKind = ApprovalStep['approvers']['kind'];
const KINDS: readonly ApproverKind[] = ['manager', 'team', 'people'];

export interface StepDraft {
  /** Stable across reordering, so each step keeps its own fields. */
  readonly key: string;
  readonly kind: ApproverKind;
  readonly people: readonly NamedRef[];
  readonly teamId: string;
  readonly share: string;
}

export function stepDraftOf(step: ApprovalStep, nameOf: (userId: string) => string): StepDraft {
  const { approvers } = step;
  return {
    key: crypto.randomUUID(),
    kind: approvers.kind,
    people: approvers.kind === 'people' ? approvers.userIds.map((id) => ({ id, name: nameOf(id) })) : [],
    teamId: approvers.kind === 'team' ? approvers.teamId : '',
    share: String(step.requiredSharePercent),
  };
}

export function stepOf(draft: StepDraft): ApprovalStep {
  const requiredSharePercent = wholeNumber(draft.share) ?? 0;
  switch (draft.kind) {
    case 'people':
      return { approvers: { kind: 'people', userIds: draft.people.map((person) => person.id) }, requiredSharePercent };
    case 'team':
      return { approvers: { kind: 'team', teamId: draft.teamId }, requiredSharePercent };
    default:
      return { approvers: { kind: 'manager' }, requiredSharePercent };
  }
}

/** What a step may not be saved as, by its field name (`steps.<index>.<field>`). */
export function stepProblems(steps: readonly StepDraft[], words: (key: string) => string): Record<string, string> {
  return Object.fromEntries(
    steps.flatMap((step, index) => {
      const share = wholeNumber(step.share);
      return [
        ...(share === null || share > 100 ? [[`steps.${index}.share`, words('config.problems.share')]] : []),
        ...(step.kind === 'team' && !step.teamId ? [[`steps.${index}.teamId`, words('config.problems.teamRequired')]] : []),
        ...(step.kind === 'people' && step.people.length === 0 ? [[`steps.${index}.people`, words('config.problems.peopleRequired')]] : []),
      ];
    }),
  );
}

/**
 * A service type's approval steps, in order: who decides each (people, a team, or the requester's manager) and the
 * share of them that must accept. Steps move up and down with buttons, which the keyboard reaches like any other.
 */
export function ApprovalStepsFields({
  steps,
  onChange,
  teams,
  fieldError,
}: {
  steps: readonly StepDraft[];
  onChange: (steps: readonly StepDraft[]) => void;
  teams: readonly NamedRef[];
  fieldError: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('service-desk-admin');
  const search = usePeopleSearch();
  const set = (index: number, change: Partial<StepDraft>) => onChange(steps.map((step, at) => (at === index ? { ...step, ...change } : step)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  return (
    <div className="approval-editor">
      {steps.length === 0 && <p className="muted">{t('config.approvals.noSteps')}</p>}
      <ol className="approval-editor__steps">
        {steps.map((step, index) => {
          const number = index + 1;
          return (
            <li key={step.key} className="approval-editor__step">
              <fieldset className="form-section">
                <legend className="form-section__title">{t('config.approvals.step', { number })}</legend>
                <ChoiceField
                  label={t('config.approvals.approvers')}
                  value={step.kind}
                  onChange={(kind) => set(index, { kind: kind as ApproverKind })}
                  options={KINDS.map((kind) => ({ value: kind, label: t(`config.approvals.kinds.${kind}`) }))}
                />
                {step.kind === 'team' && (
                  <ChoiceField
                    label={t('config.approvals.team')}
                    value={step.teamId}
                    onChange={(teamId) => set(index, { teamId })}
                    options={teams.map((team) => ({ value: team.id, label: team.name }))}
                    emptyLabel={t('config.approvals.chooseTeam')}
                    error={fieldError(`steps.${index}.teamId`)}
                  />
                )}
                {step.kind === 'people' && (
                  <>
                    <ul className="config-members" aria-label={t('config.approvals.peopleOf', { number })}>
                      {step.people.map((person) => (
                        <li key={person.id}>
                          <span className="config-members__name">{person.name}</span>
                          <RippleButton
                            className="button button--icon button--ghost"
                            aria-label={t('config.approvals.removePerson', { name: person.name, number })}
                            onPress={() => set(index, { people: step.people.filter((each) => each.id !== person.id) })}
                          >
                            <X size={16} aria-hidden="true" />
                          </RippleButton>
                        </li>
                      ))}
                    </ul>
                    <RecordPicker
                      label={t('config.approvals.addPerson')}
                      queryKey={[...ADMIN_KEY, 'people-search']}
                      search={search}
                      selectedId={null}
                      onSelect={(option) => {
                        if (option && !step.people.some((person) => person.id === option.id)) set(index, { people: [...step.people, { id: option.id, name: option.label }] });
                      }}
                      error={fieldError(`steps.${index}.people`)}
                    />
                  </>
                )}
                <TextInput
                  label={t('config.approvals.share')}
                  description={t('config.approvals.shareHint')}
                  inputMode="numeric"
                  value={step.share}
                  onChange={(share) => set(index, { share })}
                  error={fieldError(`steps.${index}.share`)}
                />
                <div className="approval-editor__tools">
                  <RippleButton className="button button--small" isDisabled={index === 0} aria-label={t('config.approvals.moveUp', { number })} onPress={() => move(index, -1)}>
                    <ArrowUp size={14} aria-hidden="true" />
                  </RippleButton>
                  <RippleButton className="button button--small" isDisabled={index === steps.length - 1} aria-label={t('config.approvals.moveDown', { number })} onPress={() => move(index, 1)}>
                    <ArrowDown size={14} aria-hidden="true" />
                  </RippleButton>
                  <RippleButton className="button button--small button--danger" aria-label={t('config.approvals.removeStep', { number })} onPress={() => onChange(steps.filter((_, at) => at !== index))}>
                    <X size={14} aria-hidden="true" />
                  </RippleButton>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <RippleButton className="button" onPress={() => onChange([...steps, { key: crypto.randomUUID(), kind: 'manager', people: [], teamId: '', share: '0' }])}>
        <Plus size={14} aria-hidden="true" />
        {t('config.approvals.addStep')}
      </RippleButton>
    </div>
  );
}
