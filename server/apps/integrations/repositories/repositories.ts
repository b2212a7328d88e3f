import type { AppRepositories, Db } from '../../../kernel';
import { DeliveryRepository } from './delivery-repository';
import { EndpointRepository } from './endpoint-repository';

/** Integrations' own repositories (API tokens are the kernel's): webhook endpoints and their delivery log. */
export function integrationsRepositoriesOf(db: Db) {
  return { endpoints: new EndpointRepository(db), deliveries: new DeliveryRepository(db) };
}

export type IntegrationsOwnRepositories = ReturnType<typeof integrationsRepositoriesOf>;
export type IntegrationsRepositories = AppRepositories<IntegrationsOwnRepositories>;
