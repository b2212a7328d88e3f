import { DEMO } from '../../../seed/demo-seed';
import type { TestServer } from '../../../../tests/server/harness';
import type { CommerceOwnRepositories } from '../repositories/repositories';

/** The demo organisation and its admin, for calls of the repositories. */
export async function demoOrganisation(server: TestServer): Promise<{ organisationId: string; adminId: string }> {
  const admin = (await server.store.repos.users.findByEmail(DEMO.admin.email))!;
  return { organisationId: admin.organisationId, adminId: admin.id };
}

type Catalogue = CommerceOwnRepositories;

/** A location that holds stock. */
export async function addWarehouse(repos: Catalogue, organisationId: string, name: string, isDefaultStock = false): Promise<string> {
  // The demo seed's warehouse is the default until a test names another.
  if (isDefaultStock) await repos.locations.clearDefault(organisationId, 'isDefaultStock', null, new Date());
  const row = await repos.locations.insert(organisationId, {
    kind: 'warehouse',
    name,
    line1: '1 Dock Road',
    city: 'Hamburg',
    postcode: '20457',
    country: 'DE',
    isDefaultStock,
  });
  return row.id;
}

/** A Device Hub product priced in euros. */
export async function addProduct(repos: Catalogue, organisationId: string, name: string, kind: 'product' | 'kit' = 'product'): Promise<string> {
  const row = await repos.catalogue.insert(organisationId, { store: 'devicehub', kind, name, priceMinor: 10_000, currency: 'EUR' });
  return row.id;
}
