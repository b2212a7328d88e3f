import { useTranslation } from 'react-i18next';
import { SNIPE_IT_KINDS, type ImportKind } from '../../domain/import-fields';
import { SelectField } from '../../../../ui/kit/select-field';

/** What the file holds; guessed from its header, and changeable when the guess is wrong. */
export function ImportKindChoice({ kind, onChange }: { kind: ImportKind; onChange: (kind: ImportKind) => void }) {
  const { t } = useTranslation('manage-review');
  return (
    <SelectField label={t('kind.label')} value={kind} onChange={(value) => onChange(value as ImportKind)}>
      {SNIPE_IT_KINDS.map((value) => (
        <option key={value} value={value}>
          {t(`kind.${value}`)}
        </option>
      ))}
    </SelectField>
  );
}
