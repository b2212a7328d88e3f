import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../../ui/feedback/ripple-button';
import { TextInput } from '../../../../../ui/kit/text-input';

interface HoursDraft {
  readonly weekday: number;
  readonly start: string;
  readonly end: string;
}

export interface CalendarDraft {
  readonly timeZone: string;
  readonly hours: readonly HoursDraft[];
  readonly holidays: readonly string[];
}

/** The week as people read it, Monday first; the numbers are Date.getDay()'s (0 = Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** Monday to Friday, nine to five, in the browser's zone: where most desks start. */
export function usualCalendar(): CalendarDraft {
  return {
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
    holidays: [],
  };
}

/**
 * A business calendar: its time zone, the working hours of each weekday (several ranges make a break; none is a day
 * off) and the holidays. `error` is what is wrong with it as a whole, said once under it.
 */
export function CalendarFields({ calendar, onChange, error }: { calendar: CalendarDraft; onChange: (calendar: CalendarDraft) => void; error?: string | undefined }) {
  const { t } = useTranslation('service-desk-admin');
  const setHours = (hours: readonly HoursDraft[]) => onChange({ ...calendar, hours });
  const change = (target: HoursDraft, next: Partial<HoursDraft>) => setHours(calendar.hours.map((each) => (each === target ? { ...each, ...next } : each)));
  return (
    <fieldset className="form-section sla-calendar" aria-invalid={error ? true : undefined}>
      <legend className="form-section__title">{t('config.sla.calendar')}</legend>
      <TextInput label={t('config.sla.timeZone')} description={t('config.sla.timeZoneHint')} value={calendar.timeZone} onChange={(timeZone) => onChange({ ...calendar, timeZone })} />
      <ul className="sla-week" aria-label={t('config.sla.hours')}>
        {WEEK.map((weekday) => {
          const day = t(`config.sla.weekdays.${weekday}`);
          const ranges = calendar.hours.filter((each) => each.weekday === weekday);
          return (
            <li key={weekday} className="sla-week__day">
              <span className="sla-week__name">{day}</span>
              {ranges.length === 0 && <span className="muted">{t('config.sla.dayOff')}</span>}
              {ranges.map((range, index) => (
                <span key={index} className="sla-week__range">
                  <label className="field field--inline">
                    <span className="visually-hidden">{t('config.sla.startOf', { day, range: index + 1 })}</span>
                    <input type="time" className="input" value={range.start} onChange={(event) => change(range, { start: event.target.value })} />
                  </label>
                  <span aria-hidden="true">–</span>
                  <label className="field field--inline">
                    <span className="visually-hidden">{t('config.sla.endOf', { day, range: index + 1 })}</span>
                    <input type="time" className="input" value={range.end === '24:00' ? '23:59' : range.end} onChange={(event) => change(range, { end: event.target.value })} />
                  </label>
                  <RippleButton className="button button--icon button--ghost" aria-label={t('config.sla.removeRange', { day, range: index + 1 })} onPress={() => setHours(calendar.hours.filter((each) => each !== range))}>
                    <X size={16} aria-hidden="true" />
                  </RippleButton>
                </span>
              ))}
              <RippleButton className="button button--small" aria-label={t('config.sla.addRangeTo', { day })} onPress={() => setHours([...calendar.hours, { weekday, start: '09:00', end: '17:00' }])}>
                <Plus size={14} aria-hidden="true" />
                {t('config.sla.addRange')}
              </RippleButton>
            </li>
          );
        })}
      </ul>
      <div className="sla-holidays">
        <p className="field-label">{t('config.sla.holidays')}</p>
        {calendar.holidays.length === 0 && <p className="muted">{t('config.sla.noHolidays')}</p>}
        <ul className="sla-holidays__list">
          {calendar.holidays.map((holiday, index) => (
            <li key={index}>
              <label className="field field--inline">
                <span className="visually-hidden">{t('config.sla.holiday', { number: index + 1 })}</span>
                <input type="date" className="input" value={holiday} onChange={(event) => onChange({ ...calendar, holidays: calendar.holidays.map((each, at) => (at === index ? event.target.value : each)) })} />
              </label>
              <RippleButton className="button button--icon button--ghost" aria-label={t('config.sla.removeHoliday', { number: index + 1 })} onPress={() => onChange({ ...calendar, holidays: calendar.holidays.filter((_, at) => at !== index) })}>
                <X size={16} aria-hidden="true" />
              </RippleButton>
            </li>
          ))}
        </ul>
        <RippleButton className="button button--small" onPress={() => onChange({ ...calendar, holidays: [...calendar.holidays, ''] })}>
          <Plus size={14} aria-hidden="true" />
          {t('config.sla.addHoliday')}
        </RippleButton>
      </div>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
