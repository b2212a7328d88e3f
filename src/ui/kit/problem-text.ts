import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RequestProblem } from '../../application/errors/request-problem';
import { useAppScope } from '../apps/app-scope';

/**
 * What the server said of one field, in the reader's words: a general check by its code (the fields catalogue),
 * a rule by its code (the app's refusals), else the server's sentence.
 */
export function fieldProblemText(t: TFunction, error: unknown, field: string, refusals?: string): string | undefined {
  const problem = error instanceof RequestProblem ? error.fieldProblem(field) : undefined;
  if (!problem) return undefined;
  if (!problem.code) return problem.message;
  const keys = [`fields:${problem.code}`, ...(refusals ? [`${refusals}:refusals.${problem.code}`] : [])];
  return t(keys, { ...problem.params, defaultValue: problem.message });
}

/**
 * The sentence for a failed call: the translation of its problem type where the catalogue has one
 * (problems.invalid-credentials, ...), a broken rule in the words of the app that refused it, else what the
 * server said.
 */
export function problemText(t: TFunction, error: unknown, refusals?: string): string {
  if (error instanceof RequestProblem) {
    const kind = error.type.split('/').pop() ?? error.type;
    // A refused change (409) says why in the server's words ("a retired asset cannot be checked out"), which tells
    // the person more than any general sentence could; one that names its fields says so at them instead.
    if (kind === 'conflict' && error.fields.length > 0) return t('problems.validation', { ns: 'shell' });
    if (kind === 'conflict' && error.rule && refusals) {
      return t(`refusals.${error.rule.code}`, { ns: refusals, ...error.rule.params, defaultValue: error.message });
    }
    if (kind === 'conflict' && error.message) return error.message;
    return t(`problems.${kind}`, { ns: 'shell', defaultValue: error.message || t('problems.unknown', { ns: 'shell' }) });
  }
  return error instanceof Error ? error.message : String(error);
}

/** Both sentences, worded with the refusals of the app whose screen asks (see AppScope). */
export function useProblemText() {
  const { t } = useTranslation('shell');
  const refusals = useAppScope()?.namespace;
  return {
    problemText: (error: unknown) => problemText(t, error, refusals),
    fieldProblemText: (error: unknown, field: string) => fieldProblemText(t, error, field, refusals),
  };
}
