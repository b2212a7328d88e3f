import { useTranslation } from 'react-i18next';
import type { Software, SoftwareFields } from '../../application/ports/software-gateway';
import { TextInput } from '../../../../ui/kit/text-input';
import { TheirValue } from '../../../../ui/kit/their-value';
import { NotesField } from '../../../../ui/kit/notes-field';

interface SoftwareDraft {
  readonly name: string;
  readonly publisher: string;
  readonly category: string;
  readonly notes: string;
}

export function softwareDraftOf(software?: Software): SoftwareDraft {
  return { name: software?.name ?? '', publisher: software?.publisher ?? '', category: software?.category ?? '', notes: software?.notes ?? '' };
}

const orNull = (text: string) => text.trim() || null;

export function softwareFieldsOf(draft: SoftwareDraft): Required<SoftwareFields> {
  return { name: draft.name.trim(), publisher: orNull(draft.publisher), category: orNull(draft.category), notes: orNull(draft.notes) };
}

/** A software title's fields; after a stale save, what the other person saved shows beside each field that differs. */
export function SoftwareFieldset({
  draft,
  onChange,
  fieldError,
  opened,
  theirs,
}: {
  draft: SoftwareDraft;
  onChange: (draft: SoftwareDraft) => void;
  fieldError: (field: string) => string | undefined;
  opened?: SoftwareDraft;
  theirs?: SoftwareDraft;
}) {
  const { t } = useTranslation('manage-software');
  const fields = ['name', 'publisher', 'category'] as const;
  return (
    <>
      {fields.map((field) => (
        <div key={field}>
          <TextInput
            label={t(`software.${field}`)}
            isRequired={field === 'name'}
            value={draft[field]}
            onChange={(value) => onChange({ ...draft, [field]: value })}
            error={fieldError(field)}
          />
          {theirs && <TheirValue opened={opened?.[field]} theirs={theirs[field]} />}
        </div>
      ))}
      <NotesField label={t('software.notes')} value={draft.notes} onChange={(notes) => onChange({ ...draft, notes })} error={fieldError('notes')} />
      {theirs && <TheirValue opened={opened?.notes} theirs={theirs.notes} />}
    </>
  );
}
