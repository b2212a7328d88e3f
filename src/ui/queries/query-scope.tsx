import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
import { useQueryClientSource } from './query-client-source';

export const newQueryClient = () => new QueryClient();

/**
 * Server data for what it holds: TanStack Query's provider over the portal's one client. Loaded lazily with the
 * first screen that reads server data, so that the library is not among what the sign-in form waits for.
 */
export default function QueryScope({ children }: { children: ReactNode }) {
  const client = use(useQueryClientSource()()) as QueryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
