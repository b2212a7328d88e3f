import { useTranslation } from 'react-i18next';
import { RequestProblem } from '../../../../application/errors/request-problem';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { EmptyState, ErrorState } from '../../../../ui/kit/states';

/**
 * Why a public page's link does not open, in the visitor's words, with what to do: it does not work (404: unknown,
 * mistyped or withdrawn, which the server does not tell apart), or it expired (410). Anything else is a failure that
 * may be retried.
 */
export function LinkProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('campaigns-pattern');
  const { problemText } = useProblemText();
  if (error instanceof RequestProblem && (error.status === 410 || error.status === 404)) {
    const reason = error.status === 404 ? 'unknown' : 'expired';
    return <EmptyState title={t(`gone.${reason}.title`)}>{t(`gone.${reason}.text`)}</EmptyState>;
  }
  return <ErrorState message={problemText(error)} onRetry={onRetry} />;
}
