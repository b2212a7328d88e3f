import type { z } from 'zod';
import type { DashboardQuery } from '../../../../contract/apps/service-desk/config-schemas';
import { IMPACTS } from '../../../../contract/apps/service-desk/ticket-schemas';
import type { StaffPrincipal } from '../../../kernel';
import type { ServiceDeskDeps } from './service-deps';
import { ticketScopeOf } from '../repositories/ticket-query';
import { agentScopeOf, deskViewerOf } from './desk-access';
import { ensureDeskDefaults } from './desk-defaults';

const COMPLIANCE_DAYS = 30;
const DAY_MS = 86_400_000;

/** What the forms and pickers offer, and the dashboard: read-only views of the desk, each in one call. */
export class DeskService {
  constructor(private readonly deps: Pick<ServiceDeskDeps, 'store' | 'now'>) {}

  private get repos() {
    return this.deps.store.repos;
  }

  /** The request and report forms' choices: active service types, and only categories employees may see. */
  async catalogue(principal: StaffPrincipal) {
    const desk = this.repos.own;
    const { organisationId } = principal;
    await ensureDeskDefaults(desk, organisationId);
    const [types, categories, priorities] = [await desk.serviceTypes.list(organisationId), await desk.categories.list(organisationId), await desk.priorities.list(organisationId)];
    const visible = categories.filter((category) => category.visibleToEmployees && (category.forRequests || category.forProblems));
    const named = new Map(categories.map((category) => [category.id, { id: category.id, name: category.name }]));
    return {
      requestTypes: types
        .filter((type) => type.active)
        .map((type) => ({
          id: type.id,
          name: type.name,
          description: type.description,
          category: (type.categoryId && named.get(type.categoryId)) || null,
          needsApproval: type.needsApproval,
          fields: type.fields,
        })),
      categories: visible.map(({ id, name, forRequests, forProblems }) => ({ id, name, forRequests, forProblems })),
      impacts: [...IMPACTS],
      priorities: priorities.map(({ id, name, colour }) => ({ id, name, colour })),
    };
  }

  async options(principal: StaffPrincipal) {
    const desk = this.repos.own;
    const { organisationId } = principal;
    await ensureDeskDefaults(desk, organisationId);
    const viewer = await deskViewerOf(this.repos, principal);
    const [statuses, priorities, teams, members, ticketTypes, categories, types, tags] = [
      await desk.statuses.list(organisationId),
      await desk.priorities.list(organisationId),
      await desk.teams.list(organisationId),
      await desk.teams.members(organisationId),
      await desk.ticketTypes.list(organisationId),
      await desk.categories.list(organisationId),
      await desk.serviceTypes.list(organisationId),
      await desk.tags.list(organisationId),
    ];
    const person = (member: { userId: string; name: string; email: string }) => ({ id: member.userId, name: member.name, email: member.email });
    const named = ({ id, name }: { id: string; name: string }) => ({ id, name });
    return {
      statuses: statuses.map(({ id, name, category, pausesSla, order }) => ({ id, name, category, pausesSla, order })),
      priorities: priorities.map(({ id, name, colour, order }) => ({ id, name, colour, order })),
      teams: teams.map((team) => ({ ...named(team), members: members.filter((member) => member.teamId === team.id).map(person) })),
      ticketTypes: ticketTypes.map(named),
      categories: categories.map(named),
      requestTypes: types.map(named),
      tags: tags.map(({ name, colour }) => ({ name, colour })),
      agents: [...new Map(members.map((member) => [member.userId, person(member)])).values()],
      me: { userId: principal.userId, seesAll: viewer.seesAll, mayConfigure: viewer.mayConfigure, teamIds: [...viewer.teamIds] },
    };
  }

  async dashboard(principal: StaffPrincipal, query: z.output<typeof DashboardQuery>) {
    const desk = this.repos.own;
    const { organisationId } = principal;
    const now = this.deps.now();
    const scope = ticketScopeOf(agentScopeOf(await deskViewerOf(this.repos, principal)));
    const rows = await desk.tickets.countsByTeam(organisationId, scope, query.serviceType, now);
    const teams = new Map((await desk.teams.list(organisationId)).map((team) => [team.id, team.name]));
    const sum = (key: 'open' | 'unassigned' | 'overdue' | 'dueWithinHour') => rows.reduce((total, row) => total + Number(row[key]), 0);
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const since = new Date(today - (COMPLIANCE_DAYS - 1) * DAY_MS);
    const byDay = new Map((await desk.tickets.complianceByDay(organisationId, scope, query.serviceType, since)).map((row) => [row.day, row]));
    return {
      counts: { open: sum('open'), unassigned: sum('unassigned'), overdue: sum('overdue'), dueWithinHour: sum('dueWithinHour') },
      compliance: Array.from({ length: COMPLIANCE_DAYS }, (_, index) => {
        const day = new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10);
        const found = byDay.get(day);
        return { day, met: Number(found?.met ?? 0), breached: Number(found?.breached ?? 0) };
      }),
      byTeam: rows.map((row) => ({
        team: row.teamId ? { id: row.teamId, name: teams.get(row.teamId) ?? '' } : null,
        open: Number(row.open),
        unassigned: Number(row.unassigned),
        overdue: Number(row.overdue),
        dueWithinHour: Number(row.dueWithinHour),
      })),
    };
  }
}
