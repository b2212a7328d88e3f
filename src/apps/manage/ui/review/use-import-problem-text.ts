import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '../../domain/import-problems';

/** The sentence for an import problem, with the field's name and the values the problem carries. */
export function useImportProblemText(): (problem: ImportProblem) => string {
  const { t } = useTranslation('manage-review');
  return (problem) => t(`problem.${problem.code}`, { ...problem.params, field: problem.field ? t(`field.${problem.field}`) : '' });
}
