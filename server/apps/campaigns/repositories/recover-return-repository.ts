import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import { recoverReturns } from '../schema/recover';

export type RecoverReturnRow = typeof recoverReturns.$inferSelect;
export type RecoverReturnValues = Omit<typeof recoverReturns.$inferInsert, 'createdAt' | 'updatedAt'>;

/** What leavers answered on the help-with-return page, one row per person. */
export class RecoverReturnRepository {
  constructor(private readonly db: Db) {}

  async find(organisationId: string, personId: string): Promise<RecoverReturnRow | undefined> {
    const [row] = await this.db
      .select()
      .from(recoverReturns)
      .where(and(eq(recoverReturns.organisationId, organisationId), eq(recoverReturns.personId, personId)));
    return row;
  }

  async ofPeople(organisationId: string, personIds: readonly string[]): Promise<Map<string, RecoverReturnRow>> {
    if (personIds.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(recoverReturns)
      .where(and(eq(recoverReturns.organisationId, organisationId), inArray(recoverReturns.personId, [...personIds])));
    return new Map(rows.map((row) => [row.personId, row]));
  }

  async save(values: RecoverReturnValues, now: Date): Promise<void> {
    const { personId: _key, organisationId: _org, ...changes } = values;
    await this.db
      .insert(recoverReturns)
      .values({ ...values, updatedAt: now })
      .onConflictDoUpdate({ target: recoverReturns.personId, set: { ...changes, updatedAt: now } });
  }
}
