import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import { deskApprovalVotes } from '../schema/tickets';

export type VoteRow = typeof deskApprovalVotes.$inferSelect;

/** The approvers' decisions on a request, step by step. */
export class DeskVoteRepository {
  constructor(private readonly db: Db) {}

  ofTicket(ticketId: string): Promise<VoteRow[]> {
    return this.db.select().from(deskApprovalVotes).where(eq(deskApprovalVotes.ticketId, ticketId)).orderBy(asc(deskApprovalVotes.at));
  }

  async insert(values: Omit<typeof deskApprovalVotes.$inferInsert, 'id'>): Promise<void> {
    await this.db.insert(deskApprovalVotes).values(values);
  }
}
