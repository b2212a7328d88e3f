import { useTranslation } from 'react-i18next';
import { LAST_MONTHLY_DAY, REPORT_FORMATS, type ReportFormat } from '../../domain/schedules/report-schedule';
import type { ReportReader } from '../../application/ports/saved-report-gateway';
import { SelectField } from '../../../../ui/kit/select-field';
import { formatWeekday } from '../../../../ui/kit/format';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DAYS = Array.from({ length: LAST_MONTHLY_DAY }, (_, index) => index + 1);
/** Monday first, as the week is read in the portal's languages; 0 is Sunday as the schedule counts. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

export function WeekdayField({ value, onChange }: { value: number; onChange: (weekday: number) => void }) {
  const { t, i18n } = useTranslation('insight');
  return (
    <SelectField label={t('saved.schedule.weekday')} value={String(value)} onChange={(next) => onChange(Number(next))}>
      {WEEKDAYS.map((weekday) => (
        <option key={weekday} value={weekday}>
          {formatWeekday(weekday, i18n.language)}
        </option>
      ))}
    </SelectField>
  );
}

export function DayField({ value, onChange }: { value: number; onChange: (day: number) => void }) {
  const { t } = useTranslation('insight');
  return (
    <SelectField label={t('saved.schedule.day')} description={t('saved.schedule.dayHint')} value={String(value)} onChange={(next) => onChange(Number(next))}>
      {DAYS.map((day) => (
        <option key={day} value={day}>
          {day}
        </option>
      ))}
    </SelectField>
  );
}

export function HourField({ value, onChange, zone }: { value: number; onChange: (hour: number) => void; zone: string | null }) {
  const { t } = useTranslation('insight');
  return (
    <SelectField label={t('saved.schedule.hour')} description={zone ? t('saved.schedule.zone', { zone }) : undefined} value={String(value)} onChange={(next) => onChange(Number(next))}>
      {HOURS.map((hour) => (
        <option key={hour} value={hour}>
          {`${String(hour).padStart(2, '0')}:00`}
        </option>
      ))}
    </SelectField>
  );
}

/** A group of native checkboxes under one legend: the files, or the people. */
function CheckGroup<T extends string>({ legend, hint, options, chosen, onChange, error }: { legend: string; hint?: string; options: readonly { value: T; label: string }[]; chosen: readonly T[]; onChange: (chosen: T[]) => void; error?: string | undefined }) {
  const toggle = (value: T, on: boolean) => onChange(on ? [...chosen, value] : chosen.filter((each) => each !== value));
  return (
    <fieldset className="field check-group">
      <legend>{legend}</legend>
      {hint && <span className="field__hint">{hint}</span>}
      {options.map((option) => (
        <label key={option.value} className="check-field__label">
          <input type="checkbox" className="checkbox" checked={chosen.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
          {option.label}
        </label>
      ))}
      {error && <span className="form__error">{error}</span>}
    </fieldset>
  );
}

export function FormatsField({ chosen, onChange, error }: { chosen: readonly ReportFormat[]; onChange: (formats: ReportFormat[]) => void; error?: string | undefined }) {
  const { t } = useTranslation('insight');
  return <CheckGroup legend={t('saved.schedule.formats')} options={REPORT_FORMATS.map((format) => ({ value: format, label: format.toUpperCase() }))} chosen={chosen} onChange={onChange} error={error} />;
}

export function RecipientsField({ readers, chosen, onChange, error }: { readers: readonly ReportReader[]; chosen: readonly string[]; onChange: (ids: string[]) => void; error?: string | undefined }) {
  const { t } = useTranslation('insight');
  return (
    <CheckGroup
      legend={t('saved.schedule.recipients')}
      hint={t('saved.schedule.recipientsHint')}
      options={readers.map((reader) => ({ value: reader.id, label: `${reader.name} (${reader.email})` }))}
      chosen={chosen}
      onChange={onChange}
      error={error}
    />
  );
}
