import { useTranslation } from 'react-i18next';
import type { JsonProblem } from '../model/json-text';

/** What to tell the person about JSON they typed that cannot be used. */
export function useJsonProblemText(): (problem: JsonProblem) => string {
  const { t } = useTranslation('lab');
  return (problem) => (problem.kind === 'not-json' ? t('json.notJson', { detail: problem.detail }) : t('json.notAnObject'));
}
