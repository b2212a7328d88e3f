import { createContext, useContext } from 'react';

/** Answers the one server-data cache (TanStack Query's QueryClient), the same promise at every call. */
export type QueryClientSource = () => Promise<unknown>;

export const QueryClientSourceContext = createContext<QueryClientSource | null>(null);

export function useQueryClientSource(): QueryClientSource {
  const source = useContext(QueryClientSourceContext);
  if (!source) throw new Error('useQueryClientSource needs the PortalApp (or a test) to provide a QueryClientSourceContext');
  return source;
}

/** A source of a client the first call makes: for a portal whose data-fetching module did not load, and for tests. */
export function ownQueryClient(): QueryClientSource {
  let client: Promise<unknown> | null = null;
  return () => (client ??= import('./query-scope').then(({ newQueryClient }) => newQueryClient()));
}
