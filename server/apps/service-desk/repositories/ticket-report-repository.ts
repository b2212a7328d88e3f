import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { onDays, type DayRange, type Db } from '../../../kernel';
import { deskTeams } from '../schema/config';
import { deskTickets } from '../schema/tickets';

/** The few columns a service-level report reads of each ticket (merged tickets left out, as the SLA compliance leaves them). */
export class DeskTicketReportRepository {
  constructor(private readonly db: Db) {}

  slaRows(organisationId: string, query: DayRange & { readonly limit: number }) {
    const where: (SQL | undefined)[] = [
      eq(deskTickets.organisationId, organisationId),
      isNull(deskTickets.mergedIntoId),
      onDays(deskTickets.createdAt, query),
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
