import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../../ui/kit/text-input';
import { TheirValue } from '../../../../ui/kit/their-value';
import type { LicenceDraft } from './licence-draft';
import { NotesField } from '../../../../ui/kit/notes-field';

type Field = Exclude<keyof LicenceDraft, 'softwareId' | 'notes'>;

/**
 * A licence's own fields (the title is chosen apart). On an update the key may stay empty to keep the
 * current one; after a stale save, what the other person saved shows beside each field that differs.
 */
export function LicenceFieldset({
  draft,
  onChange,
  errors,
  isUpdate,
  opened,
  theirs,
}: {
  draft: LicenceDraft;
  onChange: (draft: LicenceDraft) => void;
  errors: Partial<Record<keyof LicenceDraft, string>>;
  isUpdate: boolean;
  opened?: LicenceDraft;
  theirs?: LicenceDraft;
}) {
  const { t } = useTranslation('manage-software');
  const field = (name: Field, props: Omit<Parameters<typeof TextInput>[0], 'label'> = {}) => (
    <div>
      <TextInput label={t(`licence.${name}`)} value={draft[name]} onChange={(value) => onChange({ ...draft, [name]: value })} error={errors[name]} {...props} />
      {theirs && name !== 'key' && <TheirValue opened={opened?.[name]} theirs={theirs[name]} />}
    </div>
  );
  return (
    <div className="form-grid">
      {field('name', { isRequired: true })}
      {field('key', { type: 'password', autoComplete: 'off', description: isUpdate ? t('licence.keyKeepHint') : t('licence.keyHint') })}
      {field('seats', { type: 'number', isRequired: true, inputMode: 'numeric', description: t('licence.seatsHint') })}
      {field('expiresOn', { type: 'date' })}
      {field('renewalOn', { type: 'date' })}
      {field('cost', { inputMode: 'decimal', description: t('licence.costHint') })}
      {field('supplier')}
      <div>
        <NotesField label={t('licence.notes')} value={draft.notes} onChange={(notes) => onChange({ ...draft, notes })} error={errors.notes} />
        {theirs && <TheirValue opened={opened?.notes} theirs={theirs.notes} />}
      </div>
    </div>
  );
}
