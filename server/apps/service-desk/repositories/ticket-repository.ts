import { aliasedTable, and, getTableColumns, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { pageOf, versionedUpdate, type Db, type PageRequest } from '../../../kernel';
import { auditLog, users } from '../../../kernel-schema';
import { parseSort } from '../../../../contract/list';
import { TICKET_COUNT_CAP } from '../../../../contract/apps/service-desk/ticket-schemas';
import { deskPriorities, deskStatuses, deskTeams, type StatusCategory } from '../schema/config';
import {
  deskApprovalVotes,
  deskAttachments,
  deskCopies,
  deskCounters,
  deskMessages,
  deskStatusChanges,
  deskTickets,
  type ServiceKind,
} from '../schema/tickets';

export type TicketRow = Omit<typeof deskTickets.$inferSelect, 'search'>;
export type NewTicketRow = Omit<typeof deskTickets.$inferInsert, 'id' | 'search' | 'version' | 'priorityRank' | 'statusRank'>;
export type TicketValues = Partial<Omit<NewTicketRow, 'organisationId' | 'number'>>;
export type MessageRow = typeof deskMessages.$inferSelect;
export type NewMessageRow = Omit<typeof deskMessages.$inferInsert, 'id' | 'createdAt'>;
export type AttachmentRow = typeof deskAttachments.$inferSelect;
export type StatusChangeRow = typeof deskStatusChanges.$inferSelect;
export type VoteRow = typeof deskApprovalVotes.$inferSelect;
export type CopyRow = typeof deskCopies.$inferSelect;

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

const DUE_SOON_MS = 60 * 60_000;

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

const sortColumns = {
  number: deskTickets.number,
  subject: deskTickets.subject,
  createdAt: deskTickets.createdAt,
  updatedAt: deskTickets.updatedAt,
  dueAt: deskTickets.dueAt,
  priority: deskTickets.priorityRank,
  status: deskTickets.statusRank,
};

/** The sort, then the id in the same direction: one index on (organisation, field, id) walks either way. */
function orderOfTickets(sort: string | undefined): SQL[] {
  const { field, descending } = parseSort<keyof typeof sortColumns>(sort ?? '-updatedAt', 'updatedAt');
  const column = sortColumns[field] ?? deskTickets.updatedAt;
  const direction = descending ? desc : asc;
  return [direction(column), direction(deskTickets.id)];
}

/** `RES#12`, `res12`, `#12` or `12`: a ticket number typed as people type it. */
export function ticketNumberOf(text: string): number | null {
  const match = /^\s*(?:res)?\s*#?\s*(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}

/** The search as prefix terms of the text-search vector, which holds words split at every non-alphanumeric. */
function searchTerms(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 16);
}

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

  async insert(values: NewTicketRow): Promise<TicketRow> {
    const [row] = await this.db.insert(deskTickets).values(values).returning(ticketColumns);
    return row!;
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

  /** The tickets an external session sees: those whose requester address is its own, whichever organisation's. */
  ofRequesterEmail(email: string): SQL {
    return eq(deskTickets.requesterEmail, email);
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

  /** The Message-IDs of a ticket's public messages, oldest first: the conversation a mail about it continues. */
  async mailMessageIds(organisationId: string, ticketId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: deskMessages.mailMessageId })
      .from(deskMessages)
      .where(and(eq(deskMessages.organisationId, organisationId), eq(deskMessages.ticketId, ticketId), eq(deskMessages.visibility, 'public'), isNotNull(deskMessages.mailMessageId)))
      .orderBy(asc(deskMessages.at), asc(deskMessages.createdAt));
    return rows.flatMap((row) => (row.id ? [row.id] : []));
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

  scopeOf(scope: TicketScope): SQL | undefined {
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

  whereOf(organisationId: string | null, filter: TicketFilter, now: Date, extra?: SQL): SQL | undefined {
    const soon = new Date(now.getTime() + DUE_SOON_MS);
    const sla: Record<string, SQL | undefined> = {
      // Stored at the last change: a running deadline that has passed since is breached now.
      breached: or(eq(deskTickets.slaState, 'breached'), and(eq(deskTickets.slaState, 'on-track'), lt(deskTickets.dueAt, now))),
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
      filter.q && number === null ? this.searchOf(filter.q) : undefined,
    );
  }

  private searchOf(text: string): SQL {
    const terms = searchTerms(text);
    if (terms.length === 0) return sql`false`;
    return sql`${deskTickets.search} @@ to_tsquery('simple', ${terms.map((term) => `${term}:*`).join(' & ')})`;
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
    const where = this.whereOf(organisationId, filter, now, scope);
    const { limit, offset } = pageOf(filter);
    const order = orderOfTickets(filter.sort);
    // The page's ids first, from the tickets alone (an index walk in the sort's order); the names joined to those 25.
    const pageIds = this.db.select({ id: deskTickets.id }).from(deskTickets).where(where).orderBy(...order).limit(limit).offset(offset).as('page');
    const page = this.select().innerJoin(pageIds, eq(pageIds.id, deskTickets.id)).orderBy(...order);
    const capped = this.db.select({ one: sql`1`.as('one') }).from(deskTickets).where(where).limit(TICKET_COUNT_CAP + 1).as('capped');
    const counted = this.db.select({ total: count() }).from(capped);
    const [rows, [totals]] = await Promise.all([page, counted]);
    const total = totals?.total ?? 0;
    return { rows, total: Math.min(total, TICKET_COUNT_CAP), totalCapped: total > TICKET_COUNT_CAP };
  }

  // Messages, attachments, history, people in copy, votes

  async insertMessage(values: NewMessageRow): Promise<MessageRow> {
    const [row] = await this.db.insert(deskMessages).values(values).returning();
    return row!;
  }

  messages(ticketId: string, includeInternal: boolean): Promise<MessageRow[]> {
    return this.db
      .select()
      .from(deskMessages)
      .where(and(eq(deskMessages.ticketId, ticketId), includeInternal ? undefined : eq(deskMessages.visibility, 'public')))
      .orderBy(asc(deskMessages.at), asc(deskMessages.createdAt));
  }

  /** The times of public agent replies: what meets first response and opens each update window. */
  async publicAgentReplies(ticketId: string): Promise<Date[]> {
    const rows = await this.db
      .select({ at: deskMessages.at })
      .from(deskMessages)
      .where(and(eq(deskMessages.ticketId, ticketId), eq(deskMessages.visibility, 'public'), eq(deskMessages.authorKind, 'agent')));
    return rows.map((row) => row.at);
  }

  async insertAttachment(values: Omit<typeof deskAttachments.$inferInsert, 'id' | 'createdAt'>): Promise<AttachmentRow> {
    const [row] = await this.db.insert(deskAttachments).values(values).returning();
    return row!;
  }

  /** Uploads of this person that no ticket holds yet. */
  unattached(organisationId: string, ids: readonly string[], uploader: { userId: string | null; email: string }): Promise<AttachmentRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(deskAttachments)
      .where(
        and(
          eq(deskAttachments.organisationId, organisationId),
          inArray(deskAttachments.id, [...ids]),
          isNull(deskAttachments.ticketId),
          uploader.userId ? eq(deskAttachments.uploadedByUserId, uploader.userId) : eq(deskAttachments.uploadedByEmail, uploader.email),
        ),
      );
  }

  async attach(ids: readonly string[], ticketId: string, messageId: string | null): Promise<void> {
    if (ids.length === 0) return;
    await this.db.update(deskAttachments).set({ ticketId, messageId }).where(inArray(deskAttachments.id, [...ids]));
  }

  attachments(ticketId: string): Promise<AttachmentRow[]> {
    return this.db.select().from(deskAttachments).where(eq(deskAttachments.ticketId, ticketId)).orderBy(asc(deskAttachments.createdAt));
  }

  async insertStatusChange(values: Omit<typeof deskStatusChanges.$inferInsert, 'id'>): Promise<void> {
    await this.db.insert(deskStatusChanges).values(values);
  }

  statusChanges(ticketId: string): Promise<StatusChangeRow[]> {
    return this.db.select().from(deskStatusChanges).where(eq(deskStatusChanges.ticketId, ticketId)).orderBy(asc(deskStatusChanges.at));
  }

  copies(ticketId: string): Promise<CopyRow[]> {
    return this.db.select().from(deskCopies).where(eq(deskCopies.ticketId, ticketId)).orderBy(asc(deskCopies.email));
  }

  async addCopies(organisationId: string, ticketId: string, people: readonly { email: string; userId: string | null }[]): Promise<void> {
    if (people.length === 0) return;
    await this.db
      .insert(deskCopies)
      .values(people.map((person) => ({ ...person, organisationId, ticketId })))
      .onConflictDoNothing();
  }

  async removeCopies(ticketId: string, emails: readonly string[]): Promise<void> {
    if (emails.length === 0) return;
    await this.db.delete(deskCopies).where(and(eq(deskCopies.ticketId, ticketId), inArray(deskCopies.email, [...emails])));
  }

  async isInCopy(ticketId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(deskCopies)
      .where(and(eq(deskCopies.ticketId, ticketId), eq(deskCopies.userId, userId)));
    return (row?.n ?? 0) > 0;
  }

  votes(ticketId: string): Promise<VoteRow[]> {
    return this.db.select().from(deskApprovalVotes).where(eq(deskApprovalVotes.ticketId, ticketId)).orderBy(asc(deskApprovalVotes.at));
  }

  async insertVote(values: Omit<typeof deskApprovalVotes.$inferInsert, 'id'>): Promise<void> {
    await this.db.insert(deskApprovalVotes).values(values);
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

  /** Moves a duplicate's conversation, files and people in copy to the ticket it was merged into. */
  async moveInto(sourceId: string, targetId: string): Promise<void> {
    await this.db.update(deskMessages).set({ ticketId: targetId }).where(eq(deskMessages.ticketId, sourceId));
    await this.db.update(deskAttachments).set({ ticketId: targetId }).where(eq(deskAttachments.ticketId, sourceId));
    await this.db.execute(
      sql`insert into ${deskCopies} (organisation_id, ticket_id, email, user_id)
          select organisation_id, ${targetId}, email, user_id from ${deskCopies} where ticket_id = ${sourceId} on conflict do nothing`,
    );
  }

  mergedInto(organisationId: string, targetId: string): Promise<TicketRow[]> {
    return this.db
      .select(ticketColumns)
      .from(deskTickets)
      .where(and(eq(deskTickets.organisationId, organisationId), eq(deskTickets.mergedIntoId, targetId)))
      .orderBy(asc(deskTickets.number));
  }

  /** Per team (null: no team), the open tickets, those unassigned, overdue and due within the hour. */
  async countsByTeam(organisationId: string, scope: SQL | undefined, serviceType: ServiceKind | undefined, now: Date) {
    const soon = new Date(now.getTime() + DUE_SOON_MS);
    const overdue = sql`(${deskTickets.slaState} = 'breached' or (${deskTickets.slaState} = 'on-track' and ${deskTickets.dueAt} < ${now}))`;
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
      .where(this.whereOf(organisationId, { serviceType, open: true }, now, scope))
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
          or(eq(deskTickets.slaState, 'breached'), and(eq(deskTickets.slaState, 'on-track'), lt(deskTickets.dueAt, now))),
          inArray(deskTickets.statusCategory, ['new', 'open', 'pending']),
          isNull(deskTickets.escalatedAt),
          isNull(deskTickets.mergedIntoId),
        ),
      )
      .orderBy(asc(deskTickets.dueAt))
      .limit(limit);
  }
}
