import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../ui/kit/format';
import type { ImportProblem, ReviewReason } from '../../domain/import-problems';
import type { DateReading } from '../../domain/import-row-reading';

/** The sentence for an import problem, with the field's name and the values the problem carries. */
export function useImportProblemText(): (problem: ImportProblem) => string {
  const { t } = useTranslation('manage-review');
  return (problem) => t(`problem.${problem.code}`, { ...problem.params, field: problem.field ? t(`field.${problem.field}`) : '' });
}

/** Why a row waits for a person, and how an ambiguous date was read, spelled out with both days in full. */
export function useReviewText() {
  const { t, i18n } = useTranslation('manage-review');
  const language = i18n.language;
  // Kept while the language stays, so that tables taking these in their columns keep their columns.
  return useMemo(() => {
    const day = (value: string | undefined) => (value ? formatDay(value, language) : '');
    const reading = ({ field, value, day: taken, other }: DateReading) =>
      t('reading.date', { field: t(`field.${field}`), value, day: day(taken), other: day(other) });
    const reason = ({ code, field, params }: ReviewReason) =>
      code === 'ambiguous-date' && field
        ? t('review.ambiguous-date', { field: t(`field.${field}`), value: params['value'], day: day(params['day']), other: day(params['other']) })
        : t(`review.${code}`, { value: params['value'] });
    return { reading, reason };
  }, [t, language]);
}
