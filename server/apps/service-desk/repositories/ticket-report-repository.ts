import { and, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import { deskTeams } from '../schema/config';
import { deskTickets } from '../schema/tickets';

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The few columns a service-level report reads of each ticket (merged tickets left out, as the SLA compliance leaves them). */
export class DeskTicketReportRepository {
  constructor(private readonly db: Db) {}

  slaRows(organisationId: string, query: { readonly from?: string | undefined; readonly to?: string | undefined; readonly limit: number }) {
    const where: (SQL | undefined)[] = [
      eq(deskTickets.organisationId, organisationId),
      isNull(deskTickets.mergedIntoId),
      query.from ? gte(deskTickets.createdAt, dayStart(query.from)) : undefined,
      query.to ? lt(deskTickets.createdAt, dayAfter(query.to)) : undefined,
    ];
    return this.db
      .select({
        number: deskTickets.number,
        team: deskTeams.name,
        slaState: deskTickets.slaState,
        dueAt: deskTickets.dueAt,
        statusCategory: deskTickets.statusCategory,
      })
      .from(deskTickets)
      .leftJoin(deskTeams, eq(deskTeams.id, deskTickets.teamId))
      .where(and(...where))
      .orderBy(desc(deskTickets.createdAt))
      .limit(query.limit);
  }
}
