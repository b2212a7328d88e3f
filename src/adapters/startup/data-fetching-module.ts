import { QUERY_CLIENT } from '../../application/ports/query-client-port';
import type { StartupModule } from '../../application/ports/startup-module';

const dataFetching: StartupModule = {
  name: 'data-fetching',
  run({ container }) {
    // A small loader: TanStack Query arrives with the first screen that reads server data, not before sign-in.
    let client: Promise<unknown> | null = null;
    container.set(QUERY_CLIENT, () => (client ??= import('./create-query-client').then(({ createQueryClient }) => createQueryClient())));
  },
};

export default dataFetching;
