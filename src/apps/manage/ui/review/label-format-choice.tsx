import { useTranslation } from 'react-i18next';
import { LABEL_FORMAT_IDS, type LabelFormatId } from '../../domain/label-formats';

/** The label stock the PDF is laid out for. */
export function LabelFormatChoice({ value, onChange }: { value: LabelFormatId; onChange: (format: LabelFormatId) => void }) {
  const { t } = useTranslation('manage-review');
  return (
    <fieldset className="label-formats">
      <legend>{t('labels.format')}</legend>
      {LABEL_FORMAT_IDS.map((id) => (
        <label key={id} className="label-formats__option">
          <input type="radio" name="label-format" value={id} checked={value === id} onChange={() => onChange(id)} />
          <span>
            {t(`labels.formats.${id}.name`)}
            <span className="muted"> {t(`labels.formats.${id}.hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
