import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth, formatMoney, formatNumber } from '../../../../ui/kit/format';
import type { ReportKind, ReportUnit } from '../../domain/reports/report-table';

/**
 * How a report's rows and figures read on screen: a key as the portal's word (when the answer says its keys are
 * words), a month as the reader's month, a name as it is; money in the report's currency, kilograms whole.
 */
export function useReportWords(kind: ReportKind, translatedKeys: boolean, currency: string | null) {
  const { t, i18n } = useTranslation('insight-report-words');
  const language = i18n.language;
  // One object while nothing it reads changes, so the chart's options are worked out again only then.
  return useMemo(
    () => ({
    key: (key: string | null) => {
      if (key === null) return t('none');
      if (translatedKeys) return t(`keys.${kind}.${key}`, { defaultValue: key });
      return kind === 'spend-month' && /^\d{4}-\d{2}$/.test(key) ? formatMonth(key, language) : key;
    },
    figure: (value: number, unit: ReportUnit) =>
      unit === 'money' ? formatMoney(value, language, currency ?? undefined) : formatNumber(value, language, { atMost: 0 }),
    column: (id: string) => t(`columns.${id}`, { defaultValue: id }),
    }),
    [t, language, kind, translatedKeys, currency],
  );
}

export type ReportWords = ReturnType<typeof useReportWords>;
