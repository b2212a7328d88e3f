import { useTranslation } from 'react-i18next';
import { RadioGroupField } from '../../../../ui/kit/radio-group-field';
import { LABEL_FORMAT_IDS, type LabelFormatId } from '../../domain/label-formats';

/** The label stock the PDF is laid out for. */
export function LabelFormatChoice({ value, onChange }: { value: LabelFormatId; onChange: (format: LabelFormatId) => void }) {
  const { t } = useTranslation('manage-review');
  return (
    <RadioGroupField
      label={t('labels.format')}
      value={value}
      onChange={onChange}
      orientation="horizontal"
      options={LABEL_FORMAT_IDS.map((id) => ({
        value: id,
        label: (
          <span>
            {t(`labels.formats.${id}.name`)}
            <span className="muted"> {t(`labels.formats.${id}.hint`)}</span>
          </span>
        ),
      }))}
    />
  );
}
