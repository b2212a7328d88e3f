import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../../ui/kit/text-input';
import { RECYCLER_CERTIFICATIONS, type CertifiedRecycler, type RecyclerCertification } from '../../domain/loop-device';
import { ChoiceField } from '../../../../ui/kit/choice-field';

/** The recycler as a form holds it: three texts, all empty for none. */
export interface RecyclerDraft {
  readonly name: string;
  readonly certification: string;
  readonly certificateId: string;
}

export const recyclerDraftOf = (recycler: CertifiedRecycler | null): RecyclerDraft => ({
  name: recycler?.name ?? '',
  certification: recycler?.certification ?? '',
  certificateId: recycler?.certificateId ?? '',
});

/** None when every field is empty; otherwise what was typed, which the server checks field by field. */
export function recyclerOf(draft: RecyclerDraft): CertifiedRecycler | null {
  if (!draft.name.trim() && !draft.certification && !draft.certificateId.trim()) return null;
  return { name: draft.name, certification: draft.certification as RecyclerCertification, certificateId: draft.certificateId };
}

/** A certified recycler: its name, R2 or e-Stewards, and the certificate's number. */
export function RecyclerFields({
  value,
  onChange,
  fieldError,
  path,
}: {
  value: RecyclerDraft;
  onChange: (value: RecyclerDraft) => void;
  fieldError: (field: string) => string | undefined;
  /** Where the recycler sits in the request body, for the server's messages. */
  path: string;
}) {
  const { t } = useTranslation('campaigns-loop');
  return (
    <>
      <TextInput label={t('recycler.name')} value={value.name} onChange={(name) => onChange({ ...value, name })} error={fieldError(`${path}.name`)} />
      <ChoiceField
        label={t('recycler.certification')}
        value={value.certification}
        onChange={(certification) => onChange({ ...value, certification })}
        emptyLabel={t('recycler.noCertification')}
        options={RECYCLER_CERTIFICATIONS.map((each) => ({ value: each, label: t(`certifications.${each}`) }))}
        error={fieldError(`${path}.certification`)}
      />
      <TextInput
        label={t('recycler.certificateId')}
        value={value.certificateId}
        onChange={(certificateId) => onChange({ ...value, certificateId })}
        error={fieldError(`${path}.certificateId`)}
      />
    </>
  );
}
