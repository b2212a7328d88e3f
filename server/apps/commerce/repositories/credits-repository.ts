import { aliasedTable, and, asc, count, desc, eq, getTableColumns, gte, lte, sql, sum } from 'drizzle-orm';
import { orderOf, pageOf, type Db, type PageRequest } from '../../../kernel';
import { users } from '../../../kernel-schema';
import { commerceCreditBudgets, commerceCreditEntries } from '../schema/credits';
import { IdempotencyKeyReusedError, InsufficientFundsError } from './wallet-repository';

export type CreditBudgetRow = typeof commerceCreditBudgets.$inferSelect;

export interface CreditBalance {
  readonly budgetId: string;
  readonly amountMinor: number;
  readonly spentMinor: number;
  readonly remainingMinor: number;
  readonly currency: string;
  readonly startsOn: string;
  readonly endsOn: string;
}

export interface CreditMovement {
  readonly personId: string;
  /** Positive: what to spend or give back. */
  readonly amountMinor: number;
  readonly orderId: string;
  readonly idempotencyKey: string;
}

const people = aliasedTable(users, 'person');
/**
 * What was spent of the budget row in the query. Its id is named with its table: a select from the budgets alone
 * names its columns bare, and a bare "id" in the subquery would be the entry's own.
 */
const budgetId = sql`${commerceCreditBudgets}.${sql.identifier(commerceCreditBudgets.id.name)}`;
const spentOf = sql<number>`coalesce((select -sum(e.amount_minor) from commerce_credit_entries e where e.budget_id = ${budgetId}), 0)`.mapWith(Number);

/** The UTC day of a moment: budgets run from day to day. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Employee credits: budgets per person and period, and what was spent against them. A spend locks the budget row,
 * so two orders at once never spend the same credit twice.
 */
export class CreditsRepository {
  constructor(private readonly db: Db) {}

  /** What is left of the person's budget that covers the day; null when none does. */
  async balanceOf(organisationId: string, personId: string, at: Date = new Date()): Promise<CreditBalance | null> {
    const day = dayOf(at);
    const [row] = await this.db
      .select({ ...getTableColumns(commerceCreditBudgets), spentMinor: spentOf })
      .from(commerceCreditBudgets)
      .where(currentBudget(organisationId, personId, day))
      .orderBy(desc(commerceCreditBudgets.startsOn))
      .limit(1);
    return row ? balanceOfRow(row, row.spentMinor) : null;
  }

  /** Spends from the budget covering the day; refuses with InsufficientFundsError when it is short or missing. */
  spend(organisationId: string, movement: CreditMovement, at: Date = new Date()): Promise<{ id: string; remainingMinor: number; replayed: boolean }> {
    return this.move(organisationId, movement, -movement.amountMinor, at);
  }

  /** Gives back to the budget the order spent from. */
  refund(organisationId: string, movement: CreditMovement, at: Date = new Date()): Promise<{ id: string; remainingMinor: number; replayed: boolean }> {
    return this.move(organisationId, movement, movement.amountMinor, at);
  }

  private move(organisationId: string, movement: CreditMovement, signedMinor: number, at: Date) {
    return this.db.transaction(async (tx) => {
      const [earlier] = await tx
        .select()
        .from(commerceCreditEntries)
        .where(and(eq(commerceCreditEntries.organisationId, organisationId), eq(commerceCreditEntries.idempotencyKey, movement.idempotencyKey)));
      if (earlier) {
        if (earlier.personId !== movement.personId || earlier.amountMinor !== signedMinor) throw new IdempotencyKeyReusedError(movement.idempotencyKey);
        const balance = await new CreditsRepository(tx).remainingOfBudget(earlier.budgetId);
        return { id: earlier.id, remainingMinor: balance, replayed: true };
      }
      // A refund goes back to the budget the order spent from, even when its period is over.
      const spentFrom =
        signedMinor > 0
          ? await tx
              .select({ budgetId: commerceCreditEntries.budgetId })
              .from(commerceCreditEntries)
              .where(and(eq(commerceCreditEntries.organisationId, organisationId), eq(commerceCreditEntries.orderId, movement.orderId)))
              .limit(1)
          : [];
      const [budget] = await tx
        .select()
        .from(commerceCreditBudgets)
        .where(
          spentFrom[0]
            ? and(eq(commerceCreditBudgets.organisationId, organisationId), eq(commerceCreditBudgets.id, spentFrom[0].budgetId))
            : currentBudget(organisationId, movement.personId, dayOf(at)),
        )
        .orderBy(desc(commerceCreditBudgets.startsOn))
        .limit(1)
        .for('update');
      if (!budget) throw new InsufficientFundsError(0, signedMinor);
      const [spent] = await tx
        .select({ value: sum(commerceCreditEntries.amountMinor).mapWith(Number) })
        .from(commerceCreditEntries)
        .where(eq(commerceCreditEntries.budgetId, budget.id));
      const remaining = budget.amountMinor + (spent?.value ?? 0);
      if (remaining + signedMinor < 0) throw new InsufficientFundsError(remaining, signedMinor);
      const [row] = await tx
        .insert(commerceCreditEntries)
        .values({
          organisationId,
          personId: movement.personId,
          budgetId: budget.id,
          amountMinor: signedMinor,
          orderId: movement.orderId,
          idempotencyKey: movement.idempotencyKey,
        })
        .returning({ id: commerceCreditEntries.id });
      return { id: row!.id, remainingMinor: remaining + signedMinor, replayed: false };
    });
  }

  private async remainingOfBudget(budgetId: string): Promise<number> {
    const [row] = await this.db
      .select({ amountMinor: commerceCreditBudgets.amountMinor, spent: sum(commerceCreditEntries.amountMinor).mapWith(Number) })
      .from(commerceCreditBudgets)
      .leftJoin(commerceCreditEntries, eq(commerceCreditEntries.budgetId, commerceCreditBudgets.id))
      .where(eq(commerceCreditBudgets.id, budgetId))
      .groupBy(commerceCreditBudgets.id);
    return row!.amountMinor + (row!.spent ?? 0);
  }

  /** Budgets of people who have none for their period yet, in one statement (the demo seed). */
  async insertBudgets(organisationId: string, values: readonly { personId: string; startsOn: string; endsOn: string; amountMinor: number; currency: string }[]): Promise<void> {
    if (values.length > 0) await this.db.insert(commerceCreditBudgets).values(values.map((budget) => ({ organisationId, ...budget })));
  }

  /** Sets the budget of a person for the period starting that day: a new row, or the amount and end of the one there. */
  async setBudget(
    organisationId: string,
    values: { personId: string; startsOn: string; endsOn: string; amountMinor: number; currency: string },
  ): Promise<CreditBudgetRow> {
    const [row] = await this.db
      .insert(commerceCreditBudgets)
      .values({ organisationId, ...values })
      .onConflictDoUpdate({
        target: [commerceCreditBudgets.organisationId, commerceCreditBudgets.personId, commerceCreditBudgets.startsOn],
        set: {
          endsOn: values.endsOn,
          amountMinor: values.amountMinor,
          updatedAt: sql`now()`,
          version: sql`${commerceCreditBudgets.version} + 1`,
        },
      })
      .returning();
    return row!;
  }

  async budgets(organisationId: string, filter: PageRequest & { personId?: string | undefined; sort?: string | undefined }) {
    const where = and(
      eq(commerceCreditBudgets.organisationId, organisationId),
      filter.personId ? eq(commerceCreditBudgets.personId, filter.personId) : undefined,
    );
    const order = orderOf({ startsOn: commerceCreditBudgets.startsOn }, filter.sort ?? '-startsOn', 'startsOn', commerceCreditBudgets.id);
    const { limit, offset } = pageOf(filter);
    const rows = await this.db
      .select({
        ...getTableColumns(commerceCreditBudgets),
        spentMinor: spentOf,
        person: { id: people.id, name: people.name, email: people.email },
      })
      .from(commerceCreditBudgets)
      .innerJoin(people, eq(people.id, commerceCreditBudgets.personId))
      .where(where)
      .orderBy(...order, asc(people.name))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ value: count() }).from(commerceCreditBudgets).where(where);
    return { rows, total: total!.value };
  }
}

function currentBudget(organisationId: string, personId: string, day: string) {
  return and(
    eq(commerceCreditBudgets.organisationId, organisationId),
    eq(commerceCreditBudgets.personId, personId),
    lte(commerceCreditBudgets.startsOn, day),
    gte(commerceCreditBudgets.endsOn, day),
  );
}

export function balanceOfRow(row: CreditBudgetRow, spentMinor: number): CreditBalance {
  return {
    budgetId: row.id,
    amountMinor: row.amountMinor,
    spentMinor,
    remainingMinor: row.amountMinor - spentMinor,
    currency: row.currency,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
  };
}
