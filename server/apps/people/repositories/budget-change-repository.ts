import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { versionedUpdate, type Db } from '../../../kernel';
import type { BudgetDecision } from '../../../../src/apps/people/domain/budget-change';
import { budgetChanges } from '../schema/budget-changes';

export type BudgetChangeRow = typeof budgetChanges.$inferSelect;
export type NewBudgetChange = Omit<typeof budgetChanges.$inferInsert, 'id' | 'organisationId' | 'createdAt' | 'updatedAt' | 'version'>;

/** Budget change requests of Team Manager, scoped by organisation. */
export class BudgetChangeRepository {
  constructor(private readonly db: Db) {}

  async add(organisationId: string, values: NewBudgetChange, at: Date): Promise<BudgetChangeRow> {
    const [row] = await this.db.insert(budgetChanges).values({ ...values, organisationId, createdAt: at, updatedAt: at }).returning();
    return row!;
  }

  async find(organisationId: string, id: string): Promise<BudgetChangeRow | undefined> {
    const [row] = await this.db.select().from(budgetChanges).where(and(eq(budgetChanges.organisationId, organisationId), eq(budgetChanges.id, id)));
    return row;
  }

  /** A person's changes, newest first. */
  async ofPerson(organisationId: string, personId: string): Promise<BudgetChangeRow[]> {
    return this.db
      .select()
      .from(budgetChanges)
      .where(and(eq(budgetChanges.organisationId, organisationId), eq(budgetChanges.personId, personId)))
      .orderBy(desc(budgetChanges.createdAt), desc(budgetChanges.id))
      .limit(200);
  }

  /** The pending changes of these people (or, with null, of everyone), oldest first. */
  async pending(organisationId: string, personIds: readonly string[] | null): Promise<BudgetChangeRow[]> {
    if (personIds?.length === 0) return [];
    return this.db
      .select()
      .from(budgetChanges)
      .where(and(eq(budgetChanges.organisationId, organisationId), eq(budgetChanges.state, 'pending'), personIds ? inArray(budgetChanges.personId, [...personIds]) : undefined))
      .orderBy(budgetChanges.createdAt, budgetChanges.id)
      .limit(200);
  }

  /** Pending changes this person may decide on, oldest first. */
  async awaiting(organisationId: string, approverId: string): Promise<BudgetChangeRow[]> {
    return this.db
      .select()
      .from(budgetChanges)
      .where(and(eq(budgetChanges.organisationId, organisationId), eq(budgetChanges.state, 'pending'), sql`${budgetChanges.approverIds} @> ${JSON.stringify([approverId])}::jsonb`))
      .orderBy(budgetChanges.createdAt, budgetChanges.id)
      .limit(200);
  }

  /** Records the decision on a pending change as read at `version`; undefined when it is stale or decided already. */
  decide(organisationId: string, id: string, version: number, decision: { state: BudgetDecision; byId: string; byName: string; note: string | null }, at: Date) {
    return versionedUpdate(
      this.db,
      budgetChanges,
      { organisationId, id, version, where: eq(budgetChanges.state, 'pending') },
      { state: decision.state, decidedById: decision.byId, decidedByName: decision.byName, decidedAt: at, decisionNote: decision.note },
      at,
    );
  }
}
