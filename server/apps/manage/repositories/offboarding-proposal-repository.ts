import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import { manageOffboardingProposals, manageOffboardings } from '../schema/review';

/** Offboardings proposed by other apps, one per person at most. */
export class ManageOffboardingProposalRepository {
  constructor(private readonly db: Db) {}

  /** False when the person is offboarded already or one is proposed: nothing is written then. */
  async propose(organisationId: string, userId: string, proposedByUserId: string | null): Promise<boolean> {
    const [done] = await this.db
      .select({ userId: manageOffboardings.userId })
      .from(manageOffboardings)
      .where(and(eq(manageOffboardings.organisationId, organisationId), eq(manageOffboardings.userId, userId)));
    if (done) return false;
    const rows = await this.db
      .insert(manageOffboardingProposals)
      .values({ organisationId, userId, proposedByUserId })
      .onConflictDoNothing()
      .returning({ userId: manageOffboardingProposals.userId });
    return rows.length > 0;
  }

  async withdraw(organisationId: string, userId: string): Promise<void> {
    await this.db
      .delete(manageOffboardingProposals)
      .where(and(eq(manageOffboardingProposals.organisationId, organisationId), eq(manageOffboardingProposals.userId, userId)));
  }
}
