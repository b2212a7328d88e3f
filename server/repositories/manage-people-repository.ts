import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { manageOffboardings } from '../db/schema';

export class ManagePeopleRepository {
  constructor(private readonly db: Db) {}

  async offboardedAt(organisationId: string, userId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: manageOffboardings.offboardedAt })
      .from(manageOffboardings)
      .where(and(eq(manageOffboardings.organisationId, organisationId), eq(manageOffboardings.userId, userId)));
    return row?.at ?? null;
  }
}
