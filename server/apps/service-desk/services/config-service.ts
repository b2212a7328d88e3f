import { eq } from 'drizzle-orm';
import { changes, checkOwnedIds, notFound, pageAnswer, pageOf, ruleRefused, staleVersion, violatedConstraint, type StaffPrincipal } from '../../../kernel';
import type { ServiceDeskRepositories } from '../repositories/repositories';
import type { ServiceDeskDeps } from './service-deps';
import type { z } from 'zod';
import { deskStatuses, type StatusCategory } from '../schema/config';
import type {
  CategoryInput,
  ServiceTypeInput,
  SlaPolicyInput,
  TeamInput,
  UserRoleInput,
  UserRoleListQuery,
} from '../../../../contract/apps/service-desk/config-schemas';
import type { BusinessCalendar } from '../../../../src/domain/calendars/business-calendar';
import { serviceTypeProblems } from '../../../../src/apps/service-desk/domain/form-answers';
import { slaPolicyProblem } from '../../../../src/apps/service-desk/domain/sla-policy-rules';
import type { ConfigRecords } from '../repositories/config-repository';
import type { ServiceDeskOwnRepositories } from '../repositories/repositories';
import { deskViewerOf, requireConfigure } from './desk-access';
import { deskAudit, deskFieldProblem, deskFieldProblems } from './support';

type Input<S extends z.ZodType> = z.output<S>;
type RecordKind = 'priorities' | 'statuses' | 'slaPolicies' | 'ticketTypes' | 'serviceTypes' | 'categories' | 'tags';
type RowOf<K extends RecordKind> = ServiceDeskOwnRepositories[K] extends ConfigRecords<infer T> ? T['$inferSelect'] : never;

/** A repeated name is the name field's conflict; a record tickets still use cannot go. */
function refusedWrite(error: unknown): never {
  if (violatedConstraint(error, '23505') !== null) throw ruleRefused('Another one already has this name.', 'name-taken', {}, 'name');
  if (violatedConstraint(error, '23503') !== null) throw ruleRefused('Tickets or other settings still use it; change them first.', 'in-use');
  throw error;
}

/** A calendar as the domain reads it, once the contract has checked its shape. */
export const calendarOf = (calendar: Input<typeof SlaPolicyInput>['calendar']) => calendar as BusinessCalendar | null;

/** The desk's configuration: every change checked against the organisation's own records, versioned and audited. */
export class DeskConfigService {
  constructor(private readonly deps: Pick<ServiceDeskDeps, 'store' | 'now' | 'peopleDirectory'>) {}

  private get repos() {
    return this.deps.store.repos;
  }

  private async configurer(principal: StaffPrincipal) {
    requireConfigure(await deskViewerOf(this.repos, principal));
  }

  async list<K extends RecordKind>(principal: StaffPrincipal, kind: K): Promise<{ items: RowOf<K>[] }> {
    const records = this.repos.own[kind] as unknown as ConfigRecords<never>;
    return { items: (await records.list(principal.organisationId)) as RowOf<K>[] };
  }

  /** Checks the input against the organisation's records and answers the values to store. */
  private async valuesOf(principal: StaffPrincipal, kind: RecordKind, input: Record<string, unknown>): Promise<Record<string, unknown>> {
    const { organisationId } = principal;
    const desk = this.repos.own;
    const team = (id: string) => desk.teams.find(organisationId, id);
    if (kind === 'slaPolicies') return this.slaValues(organisationId, input as Input<typeof SlaPolicyInput>);
    if (kind === 'serviceTypes') {
      const body = input as Input<typeof ServiceTypeInput>;
      await checkOwnedIds([
        ['categoryId', body.categoryId, (id) => desk.categories.find(organisationId, id)],
        ['teamId', body.teamId, team],
        ['ticketTypeId', body.ticketTypeId, (id) => desk.ticketTypes.find(organisationId, id)],
      ]);
      await this.checkServiceType(organisationId, body);
    }
    if (kind === 'categories') await checkOwnedIds([['teamId', (input as Input<typeof CategoryInput>).teamId, team]]);
    return input;
  }

  private async slaValues(organisationId: string, body: Input<typeof SlaPolicyInput>) {
    const priorities = new Set((await this.repos.own.priorities.list(organisationId)).map((priority) => priority.id));
    const problem = slaPolicyProblem({ ...body, calendar: calendarOf(body.calendar) }, priorities);
    if (problem) throw deskFieldProblem(problem.field, problem.message, problem.code);
    return body;
  }

  private async checkServiceType(organisationId: string, body: Input<typeof ServiceTypeInput>) {
    const errors = serviceTypeProblems(body);
    for (const [index, step] of body.approvalSteps.entries()) {
      const { approvers } = step;
      if (approvers.kind === 'people') {
        const found = await this.repos.users.findMany(organisationId, approvers.userIds);
        if (found.length !== new Set(approvers.userIds).size) {
          errors.push({ field: `approvalSteps.${index}.approvers.userIds`, message: 'Approvers must be people of this organisation.', code: 'unknown-id' });
        }
      } else if (approvers.kind === 'team' && !(await this.repos.own.teams.find(organisationId, approvers.teamId))) {
        errors.push({ field: `approvalSteps.${index}.approvers.teamId`, message: 'No such team in this organisation.', code: 'unknown-id' });
      }
    }
    if (errors.length > 0) throw deskFieldProblems(errors);
  }

  /** One default at most: a priority for new tickets, a status per category for the desk's own moves. */
  private async keepOneDefault(repos: ServiceDeskRepositories, kind: RecordKind, row: { id: string; organisationId: string; isDefault?: boolean; category?: string }) {
    if (!row.isDefault) return;
    if (kind === 'priorities') await repos.own.priorities.clearOthers(row.organisationId, row.id, { isDefault: false });
    if (kind === 'statuses' && row.category) {
      await repos.own.statuses.clearOthers(row.organisationId, row.id, { isDefault: false }, eq(deskStatuses.category, row.category as StatusCategory));
    }
  }

  async create<K extends RecordKind>(principal: StaffPrincipal, kind: K, input: Record<string, unknown>): Promise<RowOf<K>> {
    await this.configurer(principal);
    const values = await this.valuesOf(principal, kind, input);
    return this.deps.store
      .transaction(async (repos) => {
        const records = repos.own[kind] as unknown as ConfigRecords<never>;
        const row = (await records.insert({ ...values, organisationId: principal.organisationId } as never)) as RowOf<K>;
        await this.keepOneDefault(repos, kind, row as never);
        await repos.audit.append(deskAudit(principal, { action: `${kind}.created`, entityType: kind, entityId: (row as unknown as { id: string }).id, after: input }));
        return row;
      })
      .catch(refusedWrite);
  }

  async update<K extends RecordKind>(principal: StaffPrincipal, kind: K, id: string, body: Record<string, unknown> & { version: number }): Promise<RowOf<K>> {
    await this.configurer(principal);
    const { version, ...input } = body;
    const records = this.repos.own[kind] as unknown as ConfigRecords<never>;
    const before = (await records.find(principal.organisationId, id)) as Record<string, unknown> | undefined;
    if (!before) throw notFound('record');
    const values = await this.valuesOf(principal, kind, input);
    return this.deps.store
      .transaction(async (repos) => {
        const scoped = repos.own[kind] as unknown as ConfigRecords<never>;
        const row = (await scoped.update(principal.organisationId, id, version, values as never, this.deps.now())) as RowOf<K> | undefined;
        if (!row) throw staleVersion();
        await this.keepOneDefault(repos, kind, row as never);
        await repos.audit.append(deskAudit(principal, { action: `${kind}.updated`, entityType: kind, entityId: id, ...changes(before, values) }));
        return row;
      })
      .catch(refusedWrite);
  }

  async remove(principal: StaffPrincipal, kind: RecordKind, id: string, version: number): Promise<void> {
    await this.configurer(principal);
    const records = this.repos.own[kind] as unknown as ConfigRecords<never>;
    const before = await records.find(principal.organisationId, id);
    if (!before) throw notFound('record');
    await this.deps.store
      .transaction(async (repos) => {
        const scoped = repos.own[kind] as unknown as ConfigRecords<never>;
        if (!(await scoped.remove(principal.organisationId, id, version))) throw staleVersion();
        await repos.audit.append(deskAudit(principal, { action: `${kind}.deleted`, entityType: kind, entityId: id, before }));
      })
      .catch(refusedWrite);
  }

  // Teams

  async teams(principal: StaffPrincipal) {
    const { organisationId } = principal;
    const [teams, members] = [await this.repos.own.teams.list(organisationId), await this.repos.own.teams.members(organisationId)];
    return { items: teams.map((team) => teamItemOf(team, members)) };
  }

  private async checkMembers(organisationId: string, members: Input<typeof TeamInput>['members']) {
    const ids = [...new Set(members.map((member) => member.userId))];
    if (ids.length !== members.length) throw deskFieldProblem('members', 'A person is in a team once.', 'duplicate');
    if ((await this.repos.users.findMany(organisationId, ids)).length !== ids.length) {
      throw deskFieldProblem('members', 'Members must be people of this organisation.', 'unknown-id');
    }
  }

  async createTeam(principal: StaffPrincipal, body: Input<typeof TeamInput>) {
    await this.configurer(principal);
    await this.checkMembers(principal.organisationId, body.members);
    const id = await this.deps.store
      .transaction(async (repos) => {
        const team = await repos.own.teams.insert({ organisationId: principal.organisationId, name: body.name, reopenPolicy: body.reopenPolicy });
        await repos.own.teams.replaceTeamMembers(principal.organisationId, team.id, body.members);
        await repos.audit.append(deskAudit(principal, { action: 'team.created', entityType: 'team', entityId: team.id, after: body }));
        return team.id;
      })
      .catch(refusedWrite);
    return this.team(principal.organisationId, id);
  }

  async updateTeam(principal: StaffPrincipal, id: string, body: Input<typeof TeamInput> & { version: number }) {
    await this.configurer(principal);
    const before = await this.team(principal.organisationId, id);
    await this.checkMembers(principal.organisationId, body.members);
    await this.deps.store
      .transaction(async (repos) => {
        const { version, members, ...values } = body;
        if (!(await repos.own.teams.update(principal.organisationId, id, version, values, this.deps.now()))) throw staleVersion();
        await repos.own.teams.replaceTeamMembers(principal.organisationId, id, members);
        await repos.audit.append(deskAudit(principal, { action: 'team.updated', entityType: 'team', entityId: id, before, after: body }));
      })
      .catch(refusedWrite);
    return this.team(principal.organisationId, id);
  }

  async removeTeam(principal: StaffPrincipal, id: string, version: number) {
    await this.configurer(principal);
    const before = await this.team(principal.organisationId, id);
    await this.deps.store.transaction(async (repos) => {
      if (!(await repos.own.teams.remove(principal.organisationId, id, version))) throw staleVersion();
      await repos.audit.append(deskAudit(principal, { action: 'team.deleted', entityType: 'team', entityId: id, before }));
    });
  }

  private async team(organisationId: string, id: string) {
    const team = await this.repos.own.teams.find(organisationId, id);
    if (!team) throw notFound('team');
    return teamItemOf(team, await this.repos.own.teams.members(organisationId, [id]));
  }

  // People's desk roles

  async userRoles(principal: StaffPrincipal, query: Input<typeof UserRoleListQuery>) {
    const { organisationId } = principal;
    if (query.teamId) {
      // A team is small: its members are the list, paged here.
      const members = await this.repos.own.teams.members(organisationId, [query.teamId]);
      const ids = [...new Set(members.map((member) => member.userId))];
      const { limit, offset } = pageOf(query);
      return pageAnswer(await this.userRoleItems(organisationId, ids.slice(offset, offset + limit)), ids.length, query);
    }
    const { rows, total } = await this.repos.users.list(organisationId, query);
    return pageAnswer(await this.userRoleItems(organisationId, rows.map((person) => person.id)), total, query);
  }

  private async userRoleItems(organisationId: string, ids: readonly string[]) {
    const desk = this.repos.own;
    const [people, members, managers, teams] = [
      await this.repos.users.findMany(organisationId, ids),
      await desk.teams.members(organisationId),
      await this.deps.peopleDirectory.people(this.repos, organisationId, ids),
      await desk.teams.list(organisationId),
    ];
    const managerIds = managers.flatMap((person) => (person.managerId ? [person.managerId] : []));
    const managerPeople = new Map((await this.repos.users.findMany(organisationId, managerIds)).map((user) => [user.id, user]));
    const teamNames = new Map(teams.map((team) => [team.id, team.name]));
    const byId = new Map(people.map((person) => [person.id, person]));
    return ids
      .map((id) => byId.get(id))
      .filter((person) => person !== undefined)
      .map((person) => {
        const managerId = managers.find((placed) => placed.id === person.id)?.managerId;
        const manager = managerId ? managerPeople.get(managerId) : undefined;
        return {
          person: { id: person.id, name: person.name, email: person.email },
          role: person.role,
          manager: manager ? { id: manager.id, name: manager.name, email: manager.email } : null,
          teams: members
            .filter((member) => member.userId === person.id)
            .map((member) => ({ team: { id: member.teamId, name: teamNames.get(member.teamId) ?? '' }, role: member.role })),
        };
      });
  }

  async setUserRoles(principal: StaffPrincipal, userId: string, body: Input<typeof UserRoleInput>) {
    await this.configurer(principal);
    const { organisationId } = principal;
    if (!(await this.repos.users.find(organisationId, userId))) throw notFound('person');
    if (new Set(body.teams.map((team) => team.teamId)).size !== body.teams.length) throw deskFieldProblem('teams', 'One role per team.', 'duplicate');
    await checkOwnedIds(body.teams.map(({ teamId }, index) => [`teams.${index}.teamId`, teamId, (id: string) => this.repos.own.teams.find(organisationId, id)] as const));
    if (body.managerId === userId) throw deskFieldProblem('managerId', 'Nobody is their own manager.', 'self');
    await checkOwnedIds([['managerId', body.managerId, (id) => this.repos.users.find(organisationId, id)]]);
    const [before] = await this.userRoleItems(organisationId, [userId]);
    await this.deps.store.transaction(async (repos) => {
      await repos.own.teams.replaceUserRoles(organisationId, userId, body.teams);
      // The directory (Users) keeps who is whose manager, for every app; it refuses a loop of managers (422).
      await this.deps.peopleDirectory.place(repos, organisationId, userId, { managerId: body.managerId });
      await repos.audit.append(deskAudit(principal, { action: 'user-roles.updated', entityType: 'user', entityId: userId, before, after: body }));
    });
    const [after] = await this.userRoleItems(organisationId, [userId]);
    return after!;
  }
}

function teamItemOf(team: { id: string; name: string; reopenPolicy: 'reopen' | 'new-ticket'; version: number }, members: readonly { teamId: string; userId: string; name: string; email: string; role: 'agent' | 'lead' | 'admin' }[]) {
  return {
    id: team.id,
    name: team.name,
    reopenPolicy: team.reopenPolicy,
    members: members.filter((member) => member.teamId === team.id).map((member) => ({ person: { id: member.userId, name: member.name, email: member.email }, role: member.role })),
    version: team.version,
  };
}
