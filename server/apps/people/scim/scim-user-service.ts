import { Id } from '../../../../contract/common';
import type { StaffPrincipal } from '../../../kernel';
import type { ScimUserRow } from '../repositories/scim-identity-repository';
import type { DirectoryService } from '../services/directory-service';
import type { PeopleDeps } from '../services/service-deps';
import { checkIfMatch } from './scim-etag';
import { inScimWords, scimNotFound } from './scim-error';
import { userFilterOf } from './scim-filter';
import { listResponse, scimPageOf } from './scim-list';
import { patchedUser, scimUserInputOf, scimUserOf, type ScimUserInput } from './scim-user';

export const SCIM_PATH = '/scim/v2';

/**
 * SCIM Users over the organisation's directory. Every write goes through the Users app's directory service, so an
 * identity provider meets the same rules as an admin: unique addresses, the last admin stays, deactivation ends
 * sessions and proposes the offboarding.
 */
export class ScimUserService {
  private readonly baseUrl: string;

  constructor(
    private readonly deps: PeopleDeps,
    private readonly directory: DirectoryService,
  ) {
    this.baseUrl = `${deps.config.publicUrl}${SCIM_PATH}`;
  }

  async list(principal: StaffPrincipal, query: { filter?: unknown; startIndex?: unknown; count?: unknown }) {
    const condition = userFilterOf(typeof query.filter === 'string' ? query.filter : undefined);
    const page = scimPageOf(query);
    const { rows, total } = await this.deps.store.repos.own.scimIdentities.list(principal.organisationId, condition, page.startIndex - 1, page.count);
    return listResponse(rows.map((row) => scimUserOf(row, this.baseUrl)), total, page);
  }

  async get(principal: StaffPrincipal, id: string) {
    return scimUserOf(await this.row(principal.organisationId, id), this.baseUrl);
  }

  async create(principal: StaffPrincipal, body: unknown) {
    const input = scimUserInputOf(body);
    const person = await inScimWords(() =>
      this.directory.create(principal, { name: input.name, email: input.email, role: 'employee', team: input.team ?? null }),
    );
    await this.deps.store.repos.own.scimIdentities.upsert(principal.organisationId, person.id, identityOf(input));
    if (!input.active) await inScimWords(() => this.directory.setActive(principal, person.id, false, person.version));
    return this.get(principal, person.id);
  }

  async replace(principal: StaffPrincipal, id: string, body: unknown, ifMatch: string | undefined) {
    const row = await this.row(principal.organisationId, id);
    checkIfMatch(ifMatch, row.version);
    return this.apply(principal, row, scimUserInputOf(body));
  }

  async patch(principal: StaffPrincipal, id: string, body: unknown, ifMatch: string | undefined) {
    const row = await this.row(principal.organisationId, id);
    checkIfMatch(ifMatch, row.version);
    const patched = patchedUser(scimUserOf(row, this.baseUrl), body);
    return this.apply(principal, row, scimUserInputOf(patched));
  }

  /**
   * SCIM's DELETE deactivates: the person's history (assets, tickets, orders) stays theirs, and Manage gets the
   * offboarding to review, as when an admin deactivates them. A deactivated person is not deleted again.
   */
  async remove(principal: StaffPrincipal, id: string, ifMatch: string | undefined) {
    const row = await this.row(principal.organisationId, id);
    checkIfMatch(ifMatch, row.version);
    if (row.deactivatedAt === null) await inScimWords(() => this.directory.setActive(principal, id, false, row.version));
  }

  /** The directory's update, then the identity provider's own attributes, then activation if it changed. */
  private async apply(principal: StaffPrincipal, row: ScimUserRow, input: ScimUserInput) {
    const current = await this.directory.get(principal.organisationId, row.id);
    const changed = input.name !== current.name || input.email !== current.email || (input.team !== undefined && input.team !== current.team);
    let version = current.version;
    if (changed) {
      const updated = await inScimWords(() =>
        this.directory.update(principal, row.id, {
          name: input.name,
          email: input.email,
          role: current.role,
          ...(input.team !== undefined && { team: input.team }),
          version,
        }),
      );
      version = updated.version;
    }
    await this.deps.store.repos.own.scimIdentities.upsert(principal.organisationId, row.id, identityOf(input));
    if (input.active !== current.active) await inScimWords(() => this.directory.setActive(principal, row.id, input.active, version));
    return this.get(principal, row.id);
  }

  private async row(organisationId: string, id: string): Promise<ScimUserRow> {
    const row = Id.safeParse(id.toLowerCase()).success ? await this.deps.store.repos.own.scimIdentities.find(organisationId, id) : undefined;
    if (!row) throw scimNotFound('User', id);
    return row;
  }
}

function identityOf(input: ScimUserInput) {
  return { externalId: input.externalId, givenName: input.givenName, familyName: input.familyName };
}
