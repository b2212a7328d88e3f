import type { Language } from '../../../../contract/common';
import de from '../../../../src/apps/insight/adapters/locales/de/insights-center.json' with { type: 'json' };
import en from '../../../../src/apps/insight/adapters/locales/en/insights-center.json' with { type: 'json' };
import type { ReportWords } from '../../../../src/apps/insight/domain/reports/report-csv';
import { TRANSLATED_KEYS, type ReportKind } from '../../../../src/apps/insight/domain/reports/report-table';

type Catalogue = typeof en;
const catalogues: Readonly<Record<Language, Catalogue>> = { en, de };

/** A report's words in a language, from the screens' own catalogue, so a file reads as the screen does. */
export function reportWords(kind: ReportKind, language: Language): ReportWords {
  const words = catalogues[language];
  const keys = (words.keys as Record<string, Record<string, string> | undefined>)[kind];
  return {
    title: words.kinds[kind].title,
    keyHeader: words.columns.key,
    total: words.total,
    column: (id) => (words.columns as Record<string, string | undefined>)[id] ?? id,
    key: (key) => (key === null ? words.none : TRANSLATED_KEYS[kind] ? (keys?.[key] ?? key) : key),
  };
}
