import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { parseSort } from '../../../../contract/list';
import type { StatusCategory } from '../schema/config';
import { deskCopies, deskTickets, type ServiceKind } from '../schema/tickets';
import { searchTerms, ticketNumberOf } from '../../../../src/apps/service-desk/domain/ticket-search';

/** Who is asking, as far as which tickets they may see. */
export type TicketScope =
  | { readonly kind: 'all' }
  /** An agent: the tickets of their teams, those of no team, and those assigned to them. */
  | { readonly kind: 'teams'; readonly teamIds: readonly string[]; readonly userId: string }
  /** An employee: their own tickets and those they are in copy of. */
  | { readonly kind: 'requester'; readonly userId: string; readonly email: string };

export interface TicketFilter {
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly serviceType?: ServiceKind | undefined;
  readonly statusId?: string | undefined;
  readonly statusCategory?: StatusCategory | undefined;
  readonly open?: boolean | undefined;
  readonly priorityId?: string | undefined;
  readonly teamId?: string | undefined;
  /** A user id, or 'unassigned'. */
  readonly assignee?: string | undefined;
  readonly slaState?: string | undefined;
  readonly tag?: string | undefined;
  readonly ticketTypeId?: string | undefined;
}

export const DUE_SOON_MS = 60 * 60_000;

const sortColumns = {
  number: deskTickets.number,
  subject: deskTickets.subject,
  createdAt: deskTickets.createdAt,
  updatedAt: deskTickets.updatedAt,
  dueAt: deskTickets.dueAt,
  priority: deskTickets.priorityRank,
  status: deskTickets.statusRank,
};

/** Stored at the last change: a running deadline that has passed since is breached now. */
export function overdueAt(now: Date): SQL {
  return sql`(${deskTickets.slaState} = 'breached' or (${deskTickets.slaState} = 'on-track' and ${deskTickets.dueAt} < ${now}))`;
}

/**
 * The sort, then the id in the same direction: one index on (organisation, field, id) walks either way. Urgency puts
 * what is overdue now first, then the next deadline, which is why it needs the time.
 */
export function orderOfTickets(sort: string | undefined, now: Date): SQL[] {
  const { field, descending } = parseSort<keyof typeof sortColumns | 'urgency'>(sort ?? '-updatedAt', 'updatedAt');
  const direction = descending ? desc : asc;
  if (field === 'urgency') return [direction(sql`case when ${overdueAt(now)} then 0 else 1 end`), sql`${deskTickets.dueAt} ${sql.raw(descending ? 'desc nulls first' : 'asc nulls last')}`, direction(deskTickets.id)];
  const column = sortColumns[field] ?? deskTickets.updatedAt;
  return [direction(column), direction(deskTickets.id)];
}

/** The search as prefix terms of the text-search vector, which holds words split at every non-alphanumeric. */
function searchOf(text: string): SQL {
  const terms = searchTerms(text);
  if (terms.length === 0) return sql`false`;
  return sql`${deskTickets.search} @@ to_tsquery('simple', ${terms.map((term) => `${term}:*`).join(' & ')})`;
}

export function ticketScopeOf(scope: TicketScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'teams':
      return or(
        isNull(deskTickets.teamId),
        scope.teamIds.length > 0 ? inArray(deskTickets.teamId, [...scope.teamIds]) : undefined,
        eq(deskTickets.assigneeId, scope.userId),
      );
    case 'requester':
      return or(
        eq(deskTickets.requesterUserId, scope.userId),
        sql`${deskTickets.id} in (select ${deskCopies.ticketId} from ${deskCopies} where ${deskCopies.userId} = ${scope.userId})`,
      );
  }
}

/** The tickets an external session sees: those whose requester address is its own, whichever organisation's. */
export function requestedFrom(email: string): SQL {
  return eq(deskTickets.requesterEmail, email);
}

/** The queue's filter, within the scope (`extra`); merged tickets are never listed. */
export function ticketsWhere(organisationId: string | null, filter: TicketFilter, now: Date, extra?: SQL): SQL | undefined {
  const soon = new Date(now.getTime() + DUE_SOON_MS);
  const sla: Record<string, SQL | undefined> = {
    breached: overdueAt(now),
    'due-soon': and(eq(deskTickets.slaState, 'on-track'), gte(deskTickets.dueAt, now), lt(deskTickets.dueAt, soon)),
    'on-track': and(eq(deskTickets.slaState, 'on-track'), or(isNull(deskTickets.dueAt), gte(deskTickets.dueAt, soon))),
    met: eq(deskTickets.slaState, 'met'),
    none: eq(deskTickets.slaState, 'none'),
  };
  const number = filter.q ? ticketNumberOf(filter.q) : null;
  return and(
    organisationId ? eq(deskTickets.organisationId, organisationId) : undefined,
    extra,
    isNull(deskTickets.mergedIntoId),
    filter.serviceType ? eq(deskTickets.serviceType, filter.serviceType) : undefined,
    filter.statusId ? eq(deskTickets.statusId, filter.statusId) : undefined,
    filter.statusCategory ? eq(deskTickets.statusCategory, filter.statusCategory) : undefined,
    filter.open === true ? inArray(deskTickets.statusCategory, ['new', 'open', 'pending']) : undefined,
    filter.open === false ? inArray(deskTickets.statusCategory, ['resolved', 'closed']) : undefined,
    filter.priorityId ? eq(deskTickets.priorityId, filter.priorityId) : undefined,
    filter.teamId === 'none' ? isNull(deskTickets.teamId) : filter.teamId ? eq(deskTickets.teamId, filter.teamId) : undefined,
    filter.assignee === 'unassigned' ? isNull(deskTickets.assigneeId) : filter.assignee ? eq(deskTickets.assigneeId, filter.assignee) : undefined,
    filter.slaState ? sla[filter.slaState] : undefined,
    filter.tag ? sql`${deskTickets.tags} @> array[${filter.tag}]::text[]` : undefined,
    filter.ticketTypeId ? eq(deskTickets.ticketTypeId, filter.ticketTypeId) : undefined,
    filter.q && number !== null ? eq(deskTickets.number, number) : undefined,
    filter.q && number === null ? searchOf(filter.q) : undefined,
  );
}
