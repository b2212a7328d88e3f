import type { QueryClient } from '@tanstack/react-query';
import { createContext, lazy, useContext, type ComponentType, type ReactNode } from 'react';

/** Answers the one server-data cache (TanStack Query's QueryClient), the same at every call. */
export type QueryClientSource = () => Promise<unknown>;

export type Scope = ComponentType<{ children: ReactNode }>;

/**
 * A component that shows what it holds under the server-data cache, once TanStack Query and the client have arrived
 * (and whatever `first` waits for): React.lazy, so that it suspends like a screen's chunk.
 */
export function lazyQueryScope(source: QueryClientSource, first?: () => Promise<unknown>): Scope {
  return lazy(async () => {
    const [{ default: QueryScope }, client] = await Promise.all([import('./query-scope'), source(), first?.()]);
    return { default: ({ children }: { children: ReactNode }) => <QueryScope client={client as QueryClient}>{children}</QueryScope> };
  });
}

/** A client the first call makes: for a portal whose data-fetching module did not load, and for tests. */
export function ownQueryClient(): QueryClientSource {
  let client: Promise<unknown> | null = null;
  return () => (client ??= import('./query-scope').then(({ newQueryClient }) => newQueryClient()));
}

/** The portal's query scope, for a part of a screen that reads server data where the screen itself does not. */
export const QueryScopeContext = createContext<Scope | null>(null);

export function useQueryScope(): Scope {
  const scope = useContext(QueryScopeContext);
  if (!scope) throw new Error('useQueryScope needs the PortalApp (or a test) to provide a QueryScopeContext');
  return scope;
}
