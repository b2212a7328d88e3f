import { useTranslation } from 'react-i18next';
import { ASSET_STATUSES } from '../../domain/asset-status';
import type { StatusChoice, StatusTable } from '../../domain/import-statuses';
import { SelectField } from '../../../../ui/kit/select-field';

/** Each status label of the file and what it becomes here, changeable; "review" sends its rows to the queue. */
export function StatusMapping({ table, onChange }: { table: StatusTable; onChange: (table: StatusTable) => void }) {
  const { t } = useTranslation(['manage-review', 'manage']);
  const labels = Object.keys(table);
  if (labels.length === 0) return null;
  return (
    <fieldset className="import-statuses">
      <legend>{t('statuses.legend')}</legend>
      <p className="muted">{t('statuses.hint')}</p>
      <div className="form-grid">
        {labels.map((label) => (
          <SelectField key={label} label={t('statuses.label', { label })} value={table[label]!} onChange={(value) => onChange({ ...table, [label]: value as StatusChoice })}>
            {ASSET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`manage:status.${status}`)}
              </option>
            ))}
            <option value="review">{t('statuses.review')}</option>
          </SelectField>
        ))}
      </div>
    </fieldset>
  );
}
