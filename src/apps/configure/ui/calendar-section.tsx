import { useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { calendarProblems, type BusinessCalendar, type WorkingHours } from '../../../domain/calendars/business-calendar';
import { RippleButton } from '../../../ui/feedback/ripple-button';
import { FormButtons } from '../../../ui/kit/form-buttons';
import { FormError } from '../../../ui/kit/form-error';
import { formatDay } from '../../../ui/kit/format';
import { QueryView } from '../../../ui/kit/query-view';
import { SelectField } from '../../../ui/kit/select-field';
import { TextInput } from '../../../ui/kit/text-input';
import { useSubmit } from '../../../ui/kit/use-submit';
import { useUnsavedValues } from '../../../ui/routing/use-unsaved-changes';
import { useCalendar, useLocationCalendars, useSetCalendar, useSetLocationCalendar } from './queries/configure';

// Monday first, as a working week is read; the calendar counts 0 as Sunday.
const WEEK: readonly WorkingHours['weekday'][] = [1, 2, 3, 4, 5, 6, 0];

/** What an organisation without business hours starts from: Monday to Friday, nine to five, in the browser's zone. */
function startingCalendar(): BusinessCalendar {
  return {
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday: weekday as WorkingHours['weekday'], start: '09:00', end: '17:00' })),
    holidays: [],
  };
}

/**
 * One calendar's hours and holidays: the organisation's, or a site's. `start` is what an empty one begins from, `note`
 * what is said while it has none, `children` what else may be done with it (a site follows the organisation's again).
 */
function CalendarForm({
  saved,
  start,
  note,
  save,
  children,
}: {
  saved: BusinessCalendar | null;
  start: BusinessCalendar;
  note: string;
  save: (calendar: BusinessCalendar) => Promise<unknown>;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('configure');
  const [draft, setDraft] = useState<BusinessCalendar>(saved ?? start);
  const [holiday, setHoliday] = useState('');
  const problems = calendarProblems(draft);
  const submit = useSubmit(async () => {
    if (problems.length === 0) await save(draft);
  });
  useUnsavedValues(draft, saved, submit.pending);
  const setHours = (hours: readonly WorkingHours[]) => setDraft({ ...draft, hours });
  const change = (index: number, values: Partial<WorkingHours>) => setHours(draft.hours.map((hours, at) => (at === index ? { ...hours, ...values } : hours)));
  const addHoliday = () => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(holiday) && !draft.holidays.includes(holiday)) setDraft({ ...draft, holidays: [...draft.holidays, holiday].sort() });
    setHoliday('');
  };
  return (
    <Form className="form" onSubmit={submit.onSubmit}>
      {saved === null && <p className="muted">{note}</p>}
      <TextInput label={t('calendar.timeZone')} description={t('calendar.timeZoneHint')} value={draft.timeZone} onChange={(timeZone) => setDraft({ ...draft, timeZone })} />
      <fieldset className="form-section">
        <legend className="form-section__title">{t('calendar.hours')}</legend>
        <ul className="configure-week">
          {WEEK.map((weekday) => {
            const ranges = draft.hours.map((hours, index) => ({ hours, index })).filter(({ hours }) => hours.weekday === weekday);
            const day = t(`weekdays.${weekday}`);
            return (
              <li key={weekday} className="configure-week__day">
                <span className="configure-week__name">{day}</span>
                {ranges.length === 0 && <span className="muted">{t('calendar.closed')}</span>}
                {ranges.map(({ hours, index }) => (
                  <span key={index} className="configure-week__range">
                    <label>
                      <span className="visually-hidden">{t('calendar.from', { day })}</span>
                      <input className="input" type="time" value={hours.start} onChange={(event) => change(index, { start: event.target.value })} />
                    </label>
                    <span aria-hidden="true">–</span>
                    <label>
                      <span className="visually-hidden">{t('calendar.until', { day })}</span>
                      <input className="input" type="time" value={hours.end === '24:00' ? '23:59' : hours.end} onChange={(event) => change(index, { end: event.target.value })} />
                    </label>
                    <RippleButton className="button button--ghost button--small" onPress={() => setHours(draft.hours.filter((_, at) => at !== index))} aria-label={t('calendar.removeRange', { day })}>
                      ×
                    </RippleButton>
                  </span>
                ))}
                <RippleButton className="button button--small" onPress={() => setHours([...draft.hours, { weekday, start: '09:00', end: '17:00' }])} aria-label={t('calendar.addRange', { day })}>
                  {t('calendar.add')}
                </RippleButton>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section__title">{t('calendar.holidays')}</legend>
        <ul className="configure-holidays">
          {draft.holidays.map((day) => (
            <li key={day}>
              {formatDay(day, i18n.language)}
              <RippleButton className="button button--ghost button--small" onPress={() => setDraft({ ...draft, holidays: draft.holidays.filter((each) => each !== day) })} aria-label={t('calendar.removeHoliday', { day: formatDay(day, i18n.language) })}>
                ×
              </RippleButton>
            </li>
          ))}
          {draft.holidays.length === 0 && <li className="muted">{t('calendar.noHolidays')}</li>}
        </ul>
        <div className="configure-holidays__add">
          <label className="field">
            <span>{t('calendar.holiday')}</span>
            <input className="input" type="date" value={holiday} onChange={(event) => setHoliday(event.target.value)} />
          </label>
          <RippleButton className="button" isDisabled={!holiday} onPress={addHoliday}>
            {t('calendar.addHoliday')}
          </RippleButton>
        </div>
      </fieldset>
      {problems.length > 0 && <FormError>{problems.map((problem) => t(`calendarProblems.${problem}`)).join(' ')}</FormError>}
      <p className="muted">{t('calendar.deskNote')}</p>
      <FormError>{submit.error}</FormError>
      <FormButtons pending={submit.pending} isDisabled={problems.length > 0 || JSON.stringify(draft) === JSON.stringify(saved)} submitLabel={t('calendar.save')} />
      {children}
    </Form>
  );
}

/** A site's own hours, begun from the organisation's; a site with none follows the organisation's. */
function SiteCalendar({ locationId, organisation }: { locationId: string; organisation: BusinessCalendar | null }) {
  const { t } = useTranslation('configure');
  const sites = useLocationCalendars();
  const save = useSetLocationCalendar();
  return (
    <QueryView query={sites}>
      {({ items }) => {
        const site = items.find((item) => item.location.id === locationId);
        if (!site) return <p className="muted">{t('calendar.siteGone')}</p>;
        return (
          <CalendarForm
            key={JSON.stringify(site.calendar)}
            saved={site.calendar}
            start={organisation ?? startingCalendar()}
            note={t('calendar.siteFollows', { site: site.location.name })}
            save={(calendar) => save.mutateAsync({ locationId, calendar })}
          >
            {site.calendar !== null && (
              <RippleButton className="button" isDisabled={save.isPending} onPress={() => save.mutate({ locationId, calendar: null })}>
                {t('calendar.followOrganisation')}
              </RippleButton>
            )}
          </CalendarForm>
        );
      }}
    </QueryView>
  );
}

/** The organisation's business hours: the calendar the service desk's SLA clocks count, and every other clock too. */
export function CalendarSection() {
  const { t } = useTranslation('configure');
  const calendar = useCalendar();
  const setCalendar = useSetCalendar();
  const sites = useLocationCalendars();
  // '' is the organisation's calendar; a site's id, that site's.
  const [of, setOf] = useState('');
  return (
    <section className="panel" aria-labelledby="configure-calendar">
      <h2 id="configure-calendar">{t('calendar.title')}</h2>
      <p className="muted">{t('calendar.lead')}</p>
      <SelectField label={t('calendar.of')} description={t('calendar.ofHint')} value={of} onChange={setOf}>
        <option value="">{t('calendar.organisation')}</option>
        {(sites.data?.items ?? []).map((site) => (
          <option key={site.location.id} value={site.location.id}>
            {site.calendar ? t('calendar.siteOwn', { site: site.location.name }) : site.location.name}
          </option>
        ))}
      </SelectField>
      <QueryView query={calendar}>
        {(loaded) =>
          of === '' ? (
            <CalendarForm
              key={JSON.stringify(loaded.calendar)}
              saved={loaded.calendar}
              start={startingCalendar()}
              note={t('calendar.none')}
              save={(next) => setCalendar.mutateAsync(next)}
            />
          ) : (
            <SiteCalendar key={of} locationId={of} organisation={loaded.calendar} />
          )
        }
      </QueryView>
    </section>
  );
}
