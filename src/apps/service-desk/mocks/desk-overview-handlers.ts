import type { HttpHandler } from 'msw';
import * as agent from '../../../../contract/apps/service-desk/agent-routes';
import { isClosedCategory } from '../domain/ticket-status';
import { mockRouter } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { adminDataOf, slaStateOf, type MockTeam } from './admin-mock-state';
import { deskDataOf, type MockTicket } from './desk-mock-state';

const DAY_MS = 86_400_000;
const byName = <T extends { name: string }>(items: readonly T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name));

/** What Resolve IT's pickers offer and its dashboard counts, in one call each. */
export function deskOverviewHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const desk = deskDataOf(state);
  const data = adminDataOf(state);
  const byOrder = <T extends { id: string; name: string }>(items: readonly T[]) =>
    [...items].sort((a, b) => data.metaOf(a.id).order - data.metaOf(b.id).order || a.name.localeCompare(b.name)).map((each) => ({ ...each, order: data.metaOf(each.id).order }));
  const named = ({ id, name }: { id: string; name: string }) => ({ id, name });

  return [
    route(agent.getResolveItOptions, ({ caller }) => {
      const members = (team: MockTeam) => byName(team.members.flatMap((member) => data.person(caller.user.organisationId, member.userId) ?? []));
      const agents = new Map(data.teams.flatMap(members).map((each) => [each.id, each]));
      const viewer = data.viewerOf(caller);
      return {
        statuses: byOrder(desk.statuses),
        priorities: byOrder(desk.priorities),
        teams: byName(data.teams).map((team) => ({ ...named(team), members: members(team) })),
        ticketTypes: byName(data.ticketTypes).map(named),
        categories: byName(desk.categories).map(named),
        requestTypes: byName(desk.requestTypes).map(named),
        tags: byName(data.tags).map(({ name, colour }) => ({ name, colour })),
        agents: [...agents.values()],
        me: { userId: caller.user.id, ...viewer },
      };
    }),
    route(agent.getResolveItDashboard, ({ caller, query }) => {
      const mine = desk.tickets.filter(
        (ticket) => ticket.organisationId === caller.user.organisationId && data.fieldsOf(ticket).mergedIntoId === null && (!query.serviceType || ticket.serviceType === query.serviceType),
      );
      const open = mine.filter((ticket) => !isClosedCategory(ticket.status.category));
      const counts = (tickets: MockTicket[]) => ({
        open: tickets.length,
        unassigned: tickets.filter((ticket) => data.fieldsOf(ticket).assigneeId === null).length,
        overdue: tickets.filter((ticket) => slaStateOf(ticket) === 'breached').length,
        dueWithinHour: tickets.filter((ticket) => slaStateOf(ticket) === 'due-soon').length,
      });
      const now = new Date();
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const compliance = Array.from({ length: 30 }, (_, index) => {
        const day = new Date(today - (29 - index) * DAY_MS).toISOString().slice(0, 10);
        const closedThatDay = mine.filter((ticket) => isClosedCategory(ticket.status.category) && ticket.updatedAt.slice(0, 10) === day);
        return { day, met: closedThatDay.length, breached: 0 };
      });
      const teamIds = [...new Set(open.map((ticket) => data.fieldsOf(ticket).teamId))];
      return {
        counts: counts(open),
        compliance,
        byTeam: teamIds.map((teamId) => {
          const team = data.teams.find((each) => each.id === teamId);
          return { team: team ? named(team) : null, ...counts(open.filter((ticket) => data.fieldsOf(ticket).teamId === teamId)) };
        }),
      };
    }),
  ];
}
