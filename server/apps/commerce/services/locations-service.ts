import type { z } from 'zod';
import type { LocationInput, LocationListQuery, UpdateLocationRequest } from '../../../../contract/apps/commerce/locations-schemas';
import { checkPostcode } from '../../../../src/apps/commerce/domain/location-postcodes';
import { holdsStock } from '../../../../src/apps/commerce/domain/location-terms';
import { LOCATIONS_SLUG } from '../../../../src/apps/commerce/domain/slug';
import { auditBy, decided, notFound, ruleRefused, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { CommerceRepositories } from '../repositories/repositories';
import type { CommerceDeps } from './service-deps';
import type { LocationRow } from '../repositories/locations-repository';

type Input = z.output<typeof LocationInput>;

/** The answer leaves out the organisation and the timestamps. */
const itemOf = ({ organisationId: _organisation, createdAt: _created, updatedAt: _updated, ...item }: LocationRow) => item;

/** Locations (shipmaster): addresses with a postcode of their country's format, and the two defaults. */
export class LocationsService {
  constructor(private readonly deps: Pick<CommerceDeps, 'store' | 'now'>) {}

  async list(principal: StaffPrincipal, query: z.output<typeof LocationListQuery>) {
    const rows = await this.deps.store.repos.own.locations.list(principal.organisationId, { q: query.q, kinds: query.kind ? [query.kind] : undefined });
    return { items: rows.map(itemOf) };
  }

  async get(principal: StaffPrincipal, id: string) {
    const row = await this.deps.store.repos.own.locations.byId(principal.organisationId, id);
    if (!row) throw notFound('location');
    return itemOf(row);
  }

  async create(principal: StaffPrincipal, body: Input) {
    const values = this.checked(body);
    return this.deps.store.transaction(async (repos) => {
      await this.makeRoom(repos, principal, values, null);
      const row = await repos.own.locations.insert(principal.organisationId, values);
      await repos.audit.append(auditBy(principal, { action: 'location.created', entityType: 'location', entityId: row.id, appSlug: LOCATIONS_SLUG, after: values }));
      return itemOf(row);
    });
  }

  async update(principal: StaffPrincipal, id: string, body: z.output<typeof UpdateLocationRequest>) {
    const { version, ...input } = body;
    const values = this.checked(input);
    return this.deps.store.transaction(async (repos) => {
      const before = await repos.own.locations.byId(principal.organisationId, id);
      if (!before) throw notFound('location');
      if (before.version !== version) throw staleVersion();
      if (!holdsStock(values.kind) && (await repos.own.stock.usedAt(principal.organisationId, id))) {
        throw ruleRefused('Stock has moved through this location; it stays an office or a warehouse.', 'location-holds-stock', {}, 'kind');
      }
      await this.makeRoom(repos, principal, values, id);
      const row = await repos.own.locations.update(principal.organisationId, id, version, values, this.deps.now());
      if (!row) throw staleVersion();
      await repos.audit.append(
        auditBy(principal, { action: 'location.updated', entityType: 'location', entityId: id, appSlug: LOCATIONS_SLUG, before: itemOf(before), after: values }),
      );
      return itemOf(row);
    });
  }

  /** The postcode in its country's format; a home is never where stock is kept. */
  private checked(body: Input): Input {
    const postcode = decided(checkPostcode(body.country, body.postcode), 'postcode');
    if (body.isDefaultStock && !holdsStock(body.kind)) throw ruleRefused('Stock is kept at offices and warehouses.', 'not-a-stock-location', {}, 'isDefaultStock');
    return { ...body, postcode };
  }

  /** A new default takes over: the location that held it lets go first, in the same transaction. */
  private async makeRoom(repos: CommerceRepositories, principal: StaffPrincipal, values: Input, id: string | null) {
    const now = this.deps.now();
    if (values.isDefaultShipping) await repos.own.locations.clearDefault(principal.organisationId, 'isDefaultShipping', id, now);
    if (values.isDefaultStock) await repos.own.locations.clearDefault(principal.organisationId, 'isDefaultStock', id, now);
  }
}
