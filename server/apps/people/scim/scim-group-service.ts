import { Id } from '../../../../contract/common';
import type { StaffPrincipal } from '../../../kernel';
import type { TeamRow } from '../repositories/directory-team-repository';
import type { DirectoryTeamService } from '../services/directory-team-service';
import type { PeopleDeps } from '../services/service-deps';
import { checkIfMatch } from './scim-etag';
import { inScimWords, scimNotFound } from './scim-error';
import { groupFilterOf } from './scim-filter';
import { patchedGroup, scimGroupInputOf, scimGroupOf, type ScimGroupInput } from './scim-group';
import { listResponse, scimPageOf } from './scim-list';
import { SCIM_PATH } from './scim-user-service';

/** Whether a list leaves the members out (`excludedAttributes=members`, as Entra and Okta ask of large groups). */
const withoutMembers = (excluded: unknown) => typeof excluded === 'string' && excluded.split(',').some((name) => name.trim().toLowerCase() === 'members');

/**
 * SCIM Groups over the organisation's teams. Every write goes through the Users app's team service, so an identity
 * provider meets the same rules as an admin: a name once in any case, members who are people of the organisation, a
 * person in one team at most. Deleting a group deletes the team; its people stay, without a team.
 */
export class ScimGroupService {
  private readonly baseUrl: string;

  constructor(
    private readonly deps: PeopleDeps,
    private readonly teams: DirectoryTeamService,
  ) {
    this.baseUrl = `${deps.config.publicUrl}${SCIM_PATH}`;
  }

  async list(principal: StaffPrincipal, query: { filter?: unknown; startIndex?: unknown; count?: unknown; excludedAttributes?: unknown }) {
    const condition = groupFilterOf(typeof query.filter === 'string' ? query.filter : undefined);
    const page = scimPageOf(query);
    const { organisationId } = principal;
    const { rows, total } = await this.deps.store.repos.own.teams.page(organisationId, condition, page.startIndex - 1, page.count);
    return listResponse(await this.groupsOf(organisationId, rows, !withoutMembers(query.excludedAttributes)), total, page);
  }

  async get(principal: StaffPrincipal, id: string, query: { excludedAttributes?: unknown } = {}) {
    const [group] = await this.groupsOf(principal.organisationId, [await this.row(principal.organisationId, id)], !withoutMembers(query.excludedAttributes));
    return group!;
  }

  async create(principal: StaffPrincipal, body: unknown) {
    const team = await inScimWords(() => this.teams.create(principal, scimGroupInputOf(body)));
    return this.get(principal, team.id);
  }

  async replace(principal: StaffPrincipal, id: string, body: unknown, ifMatch: string | undefined) {
    const row = await this.row(principal.organisationId, id);
    checkIfMatch(ifMatch, row.version);
    return this.apply(principal, row, scimGroupInputOf(body));
  }

  async patch(principal: StaffPrincipal, id: string, body: unknown, ifMatch: string | undefined) {
    const row = await this.row(principal.organisationId, id);
    checkIfMatch(ifMatch, row.version);
    const [current] = await this.groupsOf(principal.organisationId, [row], true);
    return this.apply(principal, row, scimGroupInputOf(patchedGroup(current!, body)));
  }

  async remove(principal: StaffPrincipal, id: string, ifMatch: string | undefined) {
    const row = await this.row(principal.organisationId, id);
    checkIfMatch(ifMatch, row.version);
    await inScimWords(() => this.teams.remove(principal, id, row.version));
  }

  private async apply(principal: StaffPrincipal, row: TeamRow, input: ScimGroupInput) {
    await inScimWords(() => this.teams.update(principal, row.id, row.version, input));
    return this.get(principal, row.id);
  }

  private async groupsOf(organisationId: string, rows: readonly TeamRow[], withMembers: boolean) {
    const members = withMembers ? await this.deps.store.repos.own.teams.members(organisationId, rows.map((row) => row.id)) : [];
    return rows.map((row) => scimGroupOf(row, withMembers ? members.filter((member) => member.teamId === row.id) : null, this.baseUrl));
  }

  private async row(organisationId: string, id: string): Promise<TeamRow> {
    const row = Id.safeParse(id.toLowerCase()).success ? await this.deps.store.repos.own.teams.find(organisationId, id) : undefined;
    if (!row) throw scimNotFound('Group', id);
    return row;
  }
}
