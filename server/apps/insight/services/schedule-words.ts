import type { Language } from '../../../../contract/common';
import { formatWeekday } from '../../../../src/domain/formatting/reader-format';
import type { ReportCadence, ReportFormat } from '../../../../src/apps/insight/domain/schedules/report-schedule';

const LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', de: 'de-DE' };
const FORMAT_NAMES: Readonly<Record<ReportFormat, string>> = { csv: 'CSV', pdf: 'PDF' };
const AND: Readonly<Record<Language, string>> = { en: 'and', de: 'und' };

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** "every Monday at 08:00", "on the 1st of every month at 06:00", in the reader's language. */
export function cadenceWords(cadence: ReportCadence, language: Language): string {
  if (cadence.cadence === 'weekly') {
    const weekday = formatWeekday(cadence.weekday, LOCALES[language]);
    return language === 'de' ? `jeden ${weekday} um ${clock(cadence.hour)}` : `every ${weekday} at ${clock(cadence.hour)}`;
  }
  return language === 'de' ? `am ${cadence.day}. jedes Monats um ${clock(cadence.hour)}` : `on day ${cadence.day} of every month at ${clock(cadence.hour)}`;
}

/** "CSV and PDF". */
export const formatWords = (formats: readonly ReportFormat[], language: Language) => formats.map((format) => FORMAT_NAMES[format]).join(` ${AND[language]} `);

/** The day of the run in the organisation's zone, as the reader writes dates. */
export const runDate = (at: Date, timeZone: string, language: Language) => new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone }).format(at);
