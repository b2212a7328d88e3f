import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export const newQueryClient = () => new QueryClient();

/**
 * Server data for what it holds: TanStack Query's provider over the portal's one client. Loaded lazily with the
 * first screen that reads server data (lazy-query-scope.tsx), so that the library is not among what the sign-in form
 * waits for.
 */
export default function QueryScope({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
