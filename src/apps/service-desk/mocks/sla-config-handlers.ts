import type { HttpHandler } from 'msw';
import type * as z from 'zod';
import * as config from '../../../../contract/apps/service-desk/config-routes';
import type { SlaPolicyInput, SlaPolicyItem } from '../../../../contract/apps/service-desk/config-schemas';
import type { BusinessCalendar } from '../../../domain/calendars/business-calendar';
import { slaPolicyProblem } from '../domain/sla-policy-rules';
import type { StatusCategory } from '../domain/ticket-status';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { adminDataOf } from './admin-mock-state';
import { configRecordHandlers } from './config-record-handlers';
import { deskDataOf } from './desk-mock-state';
import { fieldProblem } from './desk-mock-problems';

type Out<S extends z.ZodType> = z.output<S>;

/** What the SLA clocks run by: the priorities, the statuses (which may pause them) and the SLA policies. */
export function slaConfigHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const desk = deskDataOf(state);
  const data = adminDataOf(state);
  const records = configRecordHandlers(state, baseUrl);
  return [
    ...records.withMeta({
      routes: config.priorityRoutes,
      items: desk.priorities,
      make: (input: { name: string; colour: string }, id) => ({ id, name: input.name, colour: input.colour }),
      byOrder: true,
      uniqueName: true,
      // One default priority: the one new tickets take.
      sameDefault: () => true,
      inUse: (id) => desk.tickets.some((ticket) => ticket.priority?.id === id),
    }),
    ...records.withMeta({
      routes: config.statusRoutes,
      items: desk.statuses,
      make: (input: { name: string; category: StatusCategory; pausesSla: boolean }, id) => ({ id, name: input.name, category: input.category, pausesSla: input.pausesSla }),
      byOrder: true,
      uniqueName: true,
      // One default per category: the status a ticket takes when it enters the category by itself.
      sameDefault: (a, b) => a.category === b.category,
      // A status a ticket is in, or ever was in, stays: the history names it.
      inUse: (id) => desk.tickets.some((ticket) => ticket.statusHistory.some((change) => change.status.id === id)),
    }),
    ...records.versioned({
      routes: config.slaPolicyRoutes,
      items: () => data.slaPolicies,
      make: (input: Out<typeof SlaPolicyInput>, id, version): Out<typeof SlaPolicyItem> => ({ ...input, id, version }),
      order: (a, b) => a.order - b.order || a.name.localeCompare(b.name),
      check: (input) => {
        const problem = slaPolicyProblem({ ...input, calendar: input.calendar as BusinessCalendar | null }, new Set(desk.priorities.map((priority) => priority.id)));
        if (problem) throw fieldProblem(problem.field, problem.message, problem.code);
      },
    }),
  ];
}
