import { aliasedTable, and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { pageOf, versionedUpdate, type Db, type PageRequest } from '../../../kernel';
import { auditLog, users } from '../../../kernel-schema';
import { TICKET_COUNT_CAP } from '../../../../contract/apps/service-desk/ticket-schemas';
import { deskPriorities, deskStatuses, deskTeams } from '../schema/config';
import { deskCounters, deskMessages, deskTickets, type ServiceKind } from '../schema/tickets';
import { DUE_SOON_MS, orderOfTickets, overdueAt, ticketsWhere, type TicketFilter } from './ticket-query';

export type TicketRow = Omit<typeof deskTickets.$inferSelect, 'search'>;
export type NewTicketRow = Omit<typeof deskTickets.$inferInsert, 'id' | 'search' | 'version' | 'priorityRank' | 'statusRank'>;
export type TicketValues = Partial<Omit<NewTicketRow, 'organisationId' | 'number'>>;

/** What a queue row shows besides the ticket: its status, priority, team and assignee by name. */
export interface TicketListRow extends TicketRow {
  readonly statusName: string;
  readonly statusPausesSla: boolean;
  readonly priorityName: string | null;
  readonly priorityColour: string | null;
  readonly teamName: string | null;
  readonly assigneeName: string | null;
  readonly assigneeEmail: string | null;
}

const { search: _search, ...ticketColumns } = getTableColumns(deskTickets);
const assignees = aliasedTable(users, 'assignee');
const listColumns = {
  ...ticketColumns,
  statusName: deskStatuses.name,
  statusPausesSla: deskStatuses.pausesSla,
  priorityName: deskPriorities.name,
  priorityColour: deskPriorities.colour,
  teamName: deskTeams.name,
  assigneeName: assignees.name,
  assigneeEmail: assignees.email,
};

export class DeskTicketRepository {
  constructor(private readonly db: Db) {}

  /** The organisation's next number: one statement that bumps its counter row, which stays locked until the transaction ends. */
  async nextNumber(organisationId: string): Promise<number> {
    const [row] = await this.db
      .insert(deskCounters)
      .values({ organisationId, lastNumber: 1 })
      .onConflictDoUpdate({ target: deskCounters.organisationId, set: { lastNumber: sql`${deskCounters.lastNumber} + 1` } })
      .returning({ lastNumber: deskCounters.lastNumber });
    return row!.lastNumber;
  }

  /** `count` numbers in a row, in one statement: the first of them (the demo seed numbers its tickets so). */
  async reserveNumbers(organisationId: string, count: number): Promise<number> {
    const [row] = await this.db
      .insert(deskCounters)
      .values({ organisationId, lastNumber: count })
      .onConflictDoUpdate({ target: deskCounters.organisationId, set: { lastNumber: sql`${deskCounters.lastNumber} + ${count}` } })
      .returning({ lastNumber: deskCounters.lastNumber });
    return row!.lastNumber - count + 1;
  }

  async insert(values: NewTicketRow): Promise<TicketRow> {
    const [row] = await this.db.insert(deskTickets).values(values).returning(ticketColumns);
    return row!;
  }

  /** One statement for many tickets (the demo seed); answers each one's id and number. */
  async insertMany(values: readonly NewTicketRow[]): Promise<{ id: string; number: number }[]> {
    if (values.length === 0) return [];
    return this.db.insert(deskTickets).values([...values]).returning({ id: deskTickets.id, number: deskTickets.number });
  }

  async find(organisationId: string, id: string): Promise<TicketListRow | undefined> {
    const [row] = await this.select().where(and(eq(deskTickets.organisationId, organisationId), eq(deskTickets.id, id)));
    return row;
  }

  /** By id alone, for an external session, which belongs to no organisation: the caller checks the address. */
  async findAnywhere(id: string): Promise<TicketListRow | undefined> {
    const [row] = await this.select().where(eq(deskTickets.id, id));
    return row;
  }

  /** The organisation an external requester's newest ticket belongs to: where their uploads are kept. */
  async organisationOfRequester(email: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ organisationId: deskTickets.organisationId })
      .from(deskTickets)
      .where(eq(deskTickets.requesterEmail, email))
      .orderBy(desc(deskTickets.updatedAt))
      .limit(1);
    return row?.organisationId;
  }

  async activity(organisationId: string, id: string, request: PageRequest) {
    const where = and(eq(auditLog.organisationId, organisationId), eq(auditLog.entityType, 'ticket'), eq(auditLog.entityId, id));
    const { limit, offset } = pageOf(request);
    const rows = await this.db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(auditLog).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async findByNumber(organisationId: string, number: number): Promise<TicketRow | undefined> {
    const [row] = await this.db
      .select(ticketColumns)
      .from(deskTickets)
      .where(and(eq(deskTickets.organisationId, organisationId), eq(deskTickets.number, number)));
    return row;
  }

  /** The ticket a mail answers: the newest whose stored messages carry one of the Message-IDs it refers to. */
  async findByMessageIds(organisationId: string, messageIds: readonly string[]): Promise<TicketRow | undefined> {
    if (messageIds.length === 0) return undefined;
    const [row] = await this.db
      .select(ticketColumns)
      .from(deskMessages)
      .innerJoin(deskTickets, eq(deskTickets.id, deskMessages.ticketId))
      .where(and(eq(deskMessages.organisationId, organisationId), inArray(deskMessages.mailMessageId, [...messageIds])))
      .orderBy(desc(deskMessages.at))
      .limit(1);
    return row;
  }

  /** Version-checked: undefined when stale or gone. */
  update(organisationId: string, id: string, version: number, values: TicketValues, now: Date) {
    return versionedUpdate(this.db, deskTickets, { organisationId, id, version }, values, now, { id: deskTickets.id });
  }

  /**
   * What the desk keeps by itself (the SLA columns, a new message's time): written whatever version the ticket is
   * at, and without a new version, so an agent's open edit is not made stale by a reply arriving.
   */
  async record(organisationId: string, id: string, values: TicketValues): Promise<void> {
    await this.db
      .update(deskTickets)
      .set(values)
      .where(and(eq(deskTickets.organisationId, organisationId), eq(deskTickets.id, id)));
  }

  private select() {
    return this.db
      .select(listColumns)
      .from(deskTickets)
      .innerJoin(deskStatuses, eq(deskStatuses.id, deskTickets.statusId))
      .leftJoin(deskPriorities, eq(deskPriorities.id, deskTickets.priorityId))
      .leftJoin(deskTeams, eq(deskTeams.id, deskTickets.teamId))
      .leftJoin(assignees, eq(assignees.id, deskTickets.assigneeId));
  }

  /**
   * One page, newest change first unless asked otherwise. The total counts up to TICKET_COUNT_CAP and says when it
   * stopped: an exact count of a 100,000-ticket queue would cost more than the page itself.
   */
  async list(
    organisationId: string | null,
    filter: TicketFilter & PageRequest,
    scope: SQL | undefined,
    now: Date,
  ): Promise<{ rows: TicketListRow[]; total: number; totalCapped: boolean }> {
    const where = ticketsWhere(organisationId, filter, now, scope);
    const { limit, offset } = pageOf(filter);
    const order = orderOfTickets(filter.sort, now);
    // The page's ids first, from the tickets alone (an index walk in the sort's order); the names joined to those 25.
    const pageIds = this.db.select({ id: deskTickets.id }).from(deskTickets).where(where).orderBy(...order).limit(limit).offset(offset).as('page');
    const page = this.select().innerJoin(pageIds, eq(pageIds.id, deskTickets.id)).orderBy(...order);
    const capped = this.db.select({ one: sql`1`.as('one') }).from(deskTickets).where(where).limit(TICKET_COUNT_CAP + 1).as('capped');
    const counted = this.db.select({ total: count() }).from(capped);
    const [rows, [totals]] = await Promise.all([page, counted]);
    const total = totals?.total ?? 0;
    return { rows, total: Math.min(total, TICKET_COUNT_CAP), totalCapped: total > TICKET_COUNT_CAP };
  }

  /** Requests waiting for a decision in which this person is named as an approver of some step. */
  awaitingApprover(organisationId: string, userId: string): Promise<TicketRow[]> {
    return this.db
      .select(ticketColumns)
      .from(deskTickets)
      .where(
        and(
          eq(deskTickets.organisationId, organisationId),
          eq(deskTickets.approvalState, 'pending'),
          sql`${deskTickets.approvalSteps} @> ${JSON.stringify([{ approverIds: [userId] }])}::jsonb`,
        ),
      )
      .orderBy(asc(deskTickets.createdAt))
      .limit(200);
  }

  mergedInto(organisationId: string, targetId: string): Promise<TicketRow[]> {
    return this.db
      .select(ticketColumns)
      .from(deskTickets)
      .where(and(eq(deskTickets.organisationId, organisationId), eq(deskTickets.mergedIntoId, targetId)))
      .orderBy(asc(deskTickets.number));
  }

  /**
   * The tickets a person requested, as the queues count them (merged ones left out): how many, how many are not yet
   * resolved or closed, and the kind and requester address of the newest.
   */
  async requestedBy(organisationId: string, userId: string, now: Date) {
    const where = ticketsWhere(organisationId, {}, now, eq(deskTickets.requesterUserId, userId));
    const [counted] = await this.db
      .select({ total: count(), open: sql<number>`(count(*) filter (where ${ticketsWhere(null, { open: true }, now)}))::int` })
      .from(deskTickets)
      .where(where);
    const [newest] = await this.db
      .select({ serviceType: deskTickets.serviceType, requesterEmail: deskTickets.requesterEmail })
      .from(deskTickets)
      .where(where)
      .orderBy(desc(deskTickets.createdAt), desc(deskTickets.number))
      .limit(1);
    return { total: counted?.total ?? 0, open: counted?.open ?? 0, newest: newest ?? null };
  }

  /** Per team (null: no team), the open tickets, those unassigned, overdue and due within the hour. */
  async countsByTeam(organisationId: string, scope: SQL | undefined, serviceType: ServiceKind | undefined, now: Date) {
    const soon = new Date(now.getTime() + DUE_SOON_MS);
    const overdue = overdueAt(now);
    const dueSoon = sql`(${deskTickets.slaState} = 'on-track' and ${deskTickets.dueAt} >= ${now} and ${deskTickets.dueAt} < ${soon})`;
    return this.db
      .select({
        teamId: deskTickets.teamId,
        open: count(),
        unassigned: sql<number>`(count(*) filter (where ${deskTickets.assigneeId} is null))::int`,
        overdue: sql<number>`(count(*) filter (where ${overdue}))::int`,
        dueWithinHour: sql<number>`(count(*) filter (where ${dueSoon}))::int`,
      })
      .from(deskTickets)
      .where(ticketsWhere(organisationId, { serviceType, open: true }, now, scope))
      .groupBy(deskTickets.teamId);
  }

  /** Tickets resolved since `since` whose SLA was met or breached, by day (UTC) of resolution. */
  async complianceByDay(organisationId: string, scope: SQL | undefined, serviceType: ServiceKind | undefined, since: Date) {
    const day = sql<string>`to_char(${deskTickets.resolvedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    return this.db
      .select({
        day,
        met: sql<number>`(count(*) filter (where ${deskTickets.slaState} = 'met'))::int`,
        breached: sql<number>`(count(*) filter (where ${deskTickets.slaState} = 'breached'))::int`,
      })
      .from(deskTickets)
      .where(
        and(
          eq(deskTickets.organisationId, organisationId),
          scope,
          serviceType ? eq(deskTickets.serviceType, serviceType) : undefined,
          gte(deskTickets.resolvedAt, since),
          isNull(deskTickets.mergedIntoId),
        ),
      )
      .groupBy(day);
  }

  /** Open tickets whose deadline has passed and that were never escalated, across organisations: the escalation job's work. */
  overdueUnescalated(now: Date, limit: number): Promise<TicketRow[]> {
    return this.db
      .select(ticketColumns)
      .from(deskTickets)
      .where(
        and(
          overdueAt(now),
          inArray(deskTickets.statusCategory, ['new', 'open', 'pending']),
          isNull(deskTickets.escalatedAt),
          isNull(deskTickets.mergedIntoId),
        ),
      )
      .orderBy(asc(deskTickets.dueAt))
      .limit(limit);
  }
}
