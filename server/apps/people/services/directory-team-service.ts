import { Id } from '../../../../contract/common';
import { ProblemTypes } from '../../../../contract/problem';
import type { DirectoryTeam } from '../../../../contract/apps/people/directory-schemas';
import { USERS_SLUG } from '../../../../src/apps/people/domain/slug';
import { ApiProblem, auditBy, changes, notFound, staleVersion, violatedConstraint } from '../../../kernel';
import type { CountedTeamRow, TeamRow } from '../repositories/directory-team-repository';
import type { PeopleRepositories } from '../repositories/repositories';
import type { DirectoryActor } from './directory-service';
import type { PeopleDeps } from './service-deps';

/** What a team is to become: its name and the identity provider's id, and when given, exactly these people in it. */
export interface TeamChange {
  readonly name: string;
  readonly externalId?: string | null | undefined;
  readonly memberIds?: readonly string[] | undefined;
}

export const teamNameTaken = () =>
  new ApiProblem(409, ProblemTypes.conflict, 'Already in use', 'There is a team of this name already.', [{ path: 'body.name', message: 'There is a team of this name already.', code: 'team-name-taken' }]);
const unknownMembers = (ids: readonly string[]) =>
  new ApiProblem(422, ProblemTypes.validation, 'Unknown people', `No such person in this organisation: ${ids.join(', ')}.`, [
    { path: 'body.members', message: 'No such person in this organisation.', code: 'unknown-id' },
  ]);

export const teamViewOf = (row: CountedTeamRow): DirectoryTeam => ({ id: row.id, name: row.name, externalId: row.externalId, members: row.members, version: row.version });

/**
 * The organisation's teams: added, renamed, given their people and deleted, by an admin in Users or by an identity
 * provider through SCIM's Groups; the one place these rules live. A person is in one team at most, so putting them in
 * a team takes them out of the one they were in (both teams' versions move on).
 */
export class DirectoryTeamService {
  constructor(private readonly deps: PeopleDeps) {}

  async list(organisationId: string) {
    return { items: (await this.deps.store.repos.own.teams.list(organisationId)).map(teamViewOf) };
  }

  async create(actor: DirectoryActor, change: TeamChange): Promise<DirectoryTeam> {
    const { organisationId } = actor;
    const id = await this.unique(() =>
      this.deps.store.transaction(async (repos) => {
        const team = await repos.own.teams.create(organisationId, { name: change.name, externalId: change.externalId ?? null });
        if (change.memberIds?.length) await this.placeMembers(repos, organisationId, team, change.memberIds);
        await repos.audit.append(auditBy(actor, { appSlug: USERS_SLUG, action: 'team.created', entityType: 'team', entityId: team.id, after: change }));
        return team.id;
      }),
    );
    return this.view(organisationId, id);
  }

  /** Changes the team as read at `version`; its people are renamed with it, as they are placed by its id. */
  async update(actor: DirectoryActor, id: string, version: number, change: TeamChange): Promise<DirectoryTeam> {
    const { organisationId } = actor;
    await this.unique(() =>
      this.deps.store.transaction(async (repos) => {
        const before = await this.row(repos, organisationId, id);
        if (before.version !== version) throw staleVersion();
        const values = { name: change.name, ...(change.externalId !== undefined && { externalId: change.externalId }) };
        const after = await repos.own.teams.update(organisationId, id, version, values);
        if (!after) throw staleVersion();
        const moved = change.memberIds ? await this.placeMembers(repos, organisationId, after, change.memberIds) : undefined;
        const changed = changes({ name: before.name, externalId: before.externalId }, values);
        await repos.audit.append(auditBy(actor, { appSlug: USERS_SLUG, action: 'team.updated', entityType: 'team', entityId: id, before: changed.before, after: { ...changed.after, ...moved } }));
      }),
    );
    return this.view(organisationId, id);
  }

  /** Deletes the team; its people stay in the directory, without a team. */
  async remove(actor: DirectoryActor, id: string, version: number): Promise<void> {
    const { organisationId } = actor;
    await this.deps.store.transaction(async (repos) => {
      const before = await this.row(repos, organisationId, id);
      if (before.version !== version || !(await repos.own.teams.remove(organisationId, id, version))) throw staleVersion();
      await repos.audit.append(auditBy(actor, { appSlug: USERS_SLUG, action: 'team.deleted', entityType: 'team', entityId: id, before: { name: before.name } }));
    });
  }

  async view(organisationId: string, id: string): Promise<DirectoryTeam> {
    const [team] = await this.deps.store.repos.own.teams.list(organisationId, id);
    if (!team) throw notFound('team');
    return teamViewOf(team);
  }

  /**
   * Makes exactly these people the team's: those not in it join (leaving their team), those no longer listed leave it.
   * Every id must be a person of the organisation; nothing changes otherwise.
   */
  private async placeMembers(repos: PeopleRepositories, organisationId: string, team: TeamRow, memberIds: readonly string[]) {
    const wanted = [...new Set(memberIds.map((memberId) => memberId.toLowerCase()))];
    const known = new Set((await repos.users.findMany(organisationId, wanted.filter((memberId) => Id.safeParse(memberId).success))).map((user) => user.id));
    const unknown = wanted.filter((memberId) => !known.has(memberId));
    if (unknown.length) throw unknownMembers(unknown);
    const current = new Set((await repos.own.teams.members(organisationId, [team.id])).map((member) => member.id));
    const joining = wanted.filter((memberId) => !current.has(memberId));
    const leaving = [...current].filter((memberId) => !known.has(memberId));
    const previous = await repos.own.teams.teamsOf(organisationId, joining);
    await repos.own.teams.place(organisationId, team.id, joining);
    await repos.own.teams.place(organisationId, null, leaving);
    if (joining.length || leaving.length) await repos.own.teams.touch(organisationId, [team.id, ...previous]);
    return { joined: joining, left: leaving };
  }

  private async row(repos: PeopleRepositories, organisationId: string, id: string): Promise<TeamRow> {
    const row = await repos.own.teams.find(organisationId, id);
    if (!row) throw notFound('team');
    return row;
  }

  /** Two teams of one name at once: the unique index decides, and the second hears 409. */
  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (violatedConstraint(error, '23505') !== null) throw teamNameTaken();
      throw error;
    }
  }
}
