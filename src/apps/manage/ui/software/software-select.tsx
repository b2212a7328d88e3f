import { useTranslation } from 'react-i18next';
import { useSoftwareList } from '../queries/use-software';

/** Titles offered: the first page the server allows, enough for an organisation's catalogue. */
export const SOFTWARE_CHOICES = { page: 1, pageSize: 200, sort: 'name' } as const;

/** The software title a new licence belongs to, as a native select. */
export function SoftwareSelect({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const { t } = useTranslation('manage-software');
  const software = useSoftwareList(SOFTWARE_CHOICES);
  return (
    <label className="field">
      <span>{t('licence.software')}</span>
      <select
        className="input"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'licence-software-error' : undefined}
      >
        <option value="">{software.isPending ? t('licence.loadingSoftware') : t('licence.chooseSoftware')}</option>
        {(software.data?.items ?? []).map((title) => (
          <option key={title.id} value={title.id}>
            {title.name}
          </option>
        ))}
      </select>
      {error && (
        <span id="licence-software-error" className="form__error">
          {error}
        </span>
      )}
    </label>
  );
}
