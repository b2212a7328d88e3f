import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { QueryView } from '../../../components/query-view';

/** One overview panel: its own loading and failure, so one slow or failed count never hides the others. */
export function Widget<T>({ title, query, children, wide = false }: { title: string; query: UseQueryResult<T>; children: (data: T) => ReactNode; wide?: boolean }) {
  const headingId = useId();
  return (
    <section className={wide ? 'widget widget--wide' : 'widget'} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <QueryView query={query}>{children}</QueryView>
    </section>
  );
}
