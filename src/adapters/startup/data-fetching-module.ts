import { QUERY_CLIENT } from '../../application/ports/query-client-port';
import type { StartupModule } from '../../application/ports/startup-module';
import { createQueryClient } from './create-query-client';

const dataFetching: StartupModule = {
  name: 'data-fetching',
  run({ container }) {
    container.set(QUERY_CLIENT, createQueryClient());
  },
};

export default dataFetching;
