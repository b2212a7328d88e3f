import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { QueryView } from '../../../../ui/kit/query-view';

/**
 * One overview panel: its own loading and failure, so one slow or failed count never hides the others. A `stat`
 * panel is one figure under a small title, as the kit's stat cards are.
 */
export function Widget<T>({ title, query, children, stat = false }: { title: string; query: UseQueryResult<T>; children: (data: T) => ReactNode; stat?: boolean }) {
  const headingId = useId();
  return (
    <section className={stat ? 'widget widget--stat' : 'widget'} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <QueryView query={query}>{children}</QueryView>
    </section>
  );
}
