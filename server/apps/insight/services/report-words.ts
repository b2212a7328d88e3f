import type { Language } from '../../../../contract/common';
import de from '../../../../src/apps/insight/domain/reports/words/de.json' with { type: 'json' };
import en from '../../../../src/apps/insight/domain/reports/words/en.json' with { type: 'json' };
import type { ReportWords } from '../../../../src/apps/insight/domain/reports/report-csv';
import { TRANSLATED_KEYS, type ReportKind } from '../../../../src/apps/insight/domain/reports/report-table';

type Catalogue = typeof en;
const catalogues: Readonly<Record<Language, Catalogue>> = { en, de };

/**
 * A report's words in a language. They sit beside the report model (domain), not in the screens' catalogues, so the
 * files the server writes and the screens to come read the same words.
 */
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
