import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useProblemText } from './problem-text';
import { EmptyState, ErrorState, LoadingState } from './states';

/** Server data with its three other states: loading, failed (with a retry) and, when asked for, empty. */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { problemText } = useProblemText();
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState message={problemText(query.error)} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
