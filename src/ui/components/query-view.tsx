import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../feedback/ripple-button';
import { problemText } from './problem-text';
import { ScreenLoading } from './screen-loading';

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
  const { t } = useTranslation('shell');
  if (query.isPending) return <ScreenLoading />;
  if (query.isError) {
    return (
      <div className="query-error" role="alert">
        <p>{problemText(t, query.error)}</p>
        <RippleButton className="button" onPress={() => void query.refetch()}>
          {t('errors.retry')}
        </RippleButton>
      </div>
    );
  }
  if (isEmpty?.(query.data)) return <div className="empty-state">{empty}</div>;
  return <>{children(query.data)}</>;
}
