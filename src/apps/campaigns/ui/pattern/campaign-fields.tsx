import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../../ui/kit/form-layout';
import { NotesField } from '../../../../ui/kit/notes-field';
import { TextInput } from '../../../../ui/kit/text-input';
import { needsDeadline, type CampaignKind } from '../../domain/campaign-kind';
import type { CampaignDraft } from './campaign-draft';

interface FieldsProps {
  readonly draft: CampaignDraft;
  readonly onChange: (draft: CampaignDraft) => void;
  readonly fieldError: (field: string) => string | undefined;
}

const REMINDER_FIELDS = ['reminders', 'intervalDays', 'adminAfterDays', 'failAfterDays'] as const;

export function CampaignNameField({ draft, onChange, fieldError }: FieldsProps) {
  const { t } = useTranslation('campaigns-pattern');
  return <TextInput label={t('fields.name')} isRequired value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={fieldError('name')} />;
}

/**
 * The check the dates get before they go anywhere: a kind that runs until a deadline (Recover) needs one, since the
 * server takes a campaign without. `passes` says whether the form may go on, and from then on the field says why not.
 */
export function useDeadlineCheck(kind: CampaignKind, draft: CampaignDraft) {
  const { t } = useTranslation('campaigns-pattern');
  const [checked, setChecked] = useState(false);
  const missing = needsDeadline(kind) && draft.deadline === '';
  return {
    passes: () => {
      setChecked(true);
      return !missing;
    },
    error: checked && missing ? t('fields.deadlineMissing') : undefined,
  };
}

/** When the campaign runs: nothing goes out before the contact date; the links and reminders follow from it. */
export function CampaignDateFields({ kind, draft, onChange, fieldError }: FieldsProps & { readonly kind: CampaignKind }) {
  const { t } = useTranslation('campaigns-pattern');
  const setReminder = (key: (typeof REMINDER_FIELDS)[number], value: string) => onChange({ ...draft, reminders: { ...draft.reminders, [key]: value } });
  return (
    <>
      <FormSection title={t('steps.dates')} description={t('fields.datesHint')}>
        <div className="campaign-form__row">
          <TextInput label={t('fields.contactDate')} type="date" isRequired value={draft.contactDate} onChange={(contactDate) => onChange({ ...draft, contactDate })} error={fieldError('contactDate')} />
          <TextInput label={t('fields.deadline')} type="date" isRequired={needsDeadline(kind)} value={draft.deadline} onChange={(deadline) => onChange({ ...draft, deadline })} error={fieldError('deadline')} />
          <TextInput label={t('fields.linkDays')} type="number" inputMode="numeric" value={draft.linkDays} onChange={(linkDays) => onChange({ ...draft, linkDays })} error={fieldError('linkDays')} />
        </div>
      </FormSection>
      <FormSection title={t('fields.reminderTitle')} description={t('fields.reminderHint')}>
        <div className="campaign-form__row">
          {REMINDER_FIELDS.map((key) => (
            <TextInput
              key={key}
              label={t(`fields.policy.${key}`)}
              type="number"
              inputMode="numeric"
              value={draft.reminders[key]}
              onChange={(value) => setReminder(key, value)}
              error={fieldError(`reminderPolicy.${key}`) ?? (key === 'adminAfterDays' ? fieldError('reminderPolicy') : undefined)}
            />
          ))}
        </div>
      </FormSection>
    </>
  );
}

export function CampaignMessageField({ draft, onChange, fieldError }: FieldsProps) {
  const { t } = useTranslation('campaigns-pattern');
  return <NotesField label={t('fields.message')} value={draft.message} onChange={(message) => onChange({ ...draft, message })} error={fieldError('message')} />;
}
