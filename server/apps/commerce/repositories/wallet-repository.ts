import { aliasedTable, and, asc, count, desc, eq, getTableColumns, gt, ilike, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import { containing, lockedRow, onDays, orderOf, pageOf, type DayRange, type Db, type PageRequest } from '../../../kernel';
import { users } from '../../../kernel-schema';
import { applyEntry } from '../../../../src/apps/commerce/domain/wallet-ledger';
import { commerceWalletEntries, commerceWallets, commerceWalletWithdrawals } from '../schema/wallet';
import type { WithdrawalState } from '../../../../contract/apps/commerce/wallet-schemas';

/** The balance would go below zero: nothing was written. */
export class InsufficientFundsError extends Error {
  constructor(
    readonly balanceMinor: number,
    readonly amountMinor: number,
  ) {
    super(`the wallet holds ${balanceMinor}, short of ${-amountMinor}`);
  }
}

/** The wallet is kept in another currency than the entry's: nothing was written. */
export class WalletCurrencyError extends Error {
  constructor(
    readonly walletCurrency: string,
    readonly entryCurrency: string,
  ) {
    super(`the wallet is kept in ${walletCurrency}, not ${entryCurrency}`);
  }
}

/** The person is not a member of the organisation. */
export class UnknownPersonError extends Error {
  constructor(readonly personId: string) {
    super(`no person ${personId} in the organisation`);
  }
}

/** The idempotency key was used for another person's entry. */
export class IdempotencyKeyReusedError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`the idempotency key ${idempotencyKey} was used for another entry`);
  }
}

export interface NewWalletEntry {
  readonly personId: string;
  /** Signed minor units: credits positive, debits negative. */
  readonly amountMinor: number;
  readonly currency: string;
  readonly reason: string;
  readonly orderId?: string | null | undefined;
  readonly withdrawalId?: string | null | undefined;
  readonly idempotencyKey: string;
  readonly actorId?: string | null | undefined;
}

export interface AppendedEntry {
  readonly id: string;
  readonly balanceAfterMinor: number;
  /** The key had been used: this is the first entry, and nothing was written now. */
  readonly replayed: boolean;
}

export type WalletEntryRow = typeof commerceWalletEntries.$inferSelect;
export type WithdrawalRow = typeof commerceWalletWithdrawals.$inferSelect;

export interface Named {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}
export interface WalletEntryListRow extends WalletEntryRow {
  readonly person: Named;
  readonly actor: Named | null;
}
export interface WithdrawalListRow extends WithdrawalRow {
  readonly person: Named;
  readonly decider: Named | null;
}

export interface WalletEntryFilter extends PageRequest {
  readonly personId?: string | undefined;
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly direction?: 'credit' | 'debit' | undefined;
  /** Days, inclusive, counted in the organisation's zone. */
  readonly days?: DayRange | undefined;
}

const people = aliasedTable(users, 'person');
const actors = aliasedTable(users, 'actor');
const nameOf = (table: typeof users) => ({ id: table.id, name: table.name, email: table.email });

/**
 * Each person's wallet: an append-only ledger and the balance it adds up to. Every write locks the person's wallet
 * row first, so writes for one person run one after another and the balance can never go below zero.
 */
export class WalletRepository {
  constructor(private readonly db: Db) {}

  /**
   * Appends one entry, or answers the entry already written under its idempotency key. Runs in a transaction of
   * its own (a savepoint inside the caller's), so a refusal leaves the caller's transaction usable.
   */
  append(organisationId: string, entry: NewWalletEntry): Promise<AppendedEntry> {
    return this.db.transaction(async (tx) => {
      const wallet = await lockedWallet(tx, organisationId, entry.personId, entry.currency);
      // Under the person's lock: a concurrent retry of the same key waits here and then finds the first entry.
      const [earlier] = await tx
        .select()
        .from(commerceWalletEntries)
        .where(and(eq(commerceWalletEntries.organisationId, organisationId), eq(commerceWalletEntries.idempotencyKey, entry.idempotencyKey)));
      if (earlier) {
        if (earlier.personId !== entry.personId || earlier.amountMinor !== entry.amountMinor) throw new IdempotencyKeyReusedError(entry.idempotencyKey);
        return { id: earlier.id, balanceAfterMinor: earlier.balanceAfterMinor, replayed: true };
      }
      if (wallet.currency !== entry.currency) throw new WalletCurrencyError(wallet.currency, entry.currency);
      const step = applyEntry(wallet.balanceMinor, entry.amountMinor);
      if (!step.ok) throw new InsufficientFundsError(wallet.balanceMinor, entry.amountMinor);
      const [row] = await tx
        .insert(commerceWalletEntries)
        .values({
          organisationId,
          personId: entry.personId,
          amountMinor: entry.amountMinor,
          currency: entry.currency,
          reason: entry.reason,
          orderId: entry.orderId ?? null,
          withdrawalId: entry.withdrawalId ?? null,
          balanceAfterMinor: step.balanceAfterMinor,
          idempotencyKey: entry.idempotencyKey,
          actorId: entry.actorId ?? null,
          // Taken under the person's lock, so their entries sort in the order they were appended; now() is the
          // transaction's start, and of two racing debits the later start may append first.
          createdAt: sql`clock_timestamp()`,
        })
        .returning({ id: commerceWalletEntries.id });
      await tx
        .update(commerceWallets)
        .set({ balanceMinor: step.balanceAfterMinor, updatedAt: sql`now()` })
        .where(and(eq(commerceWallets.organisationId, organisationId), eq(commerceWallets.personId, entry.personId)));
      return { id: row!.id, balanceAfterMinor: step.balanceAfterMinor, replayed: false };
    });
  }

  /** The person's balance (0 without a wallet) and its currency (null without one). */
  async balanceOf(organisationId: string, personId: string): Promise<{ balanceMinor: number; currency: string | null }> {
    const [row] = await this.db
      .select({ balanceMinor: commerceWallets.balanceMinor, currency: commerceWallets.currency })
      .from(commerceWallets)
      .where(and(eq(commerceWallets.organisationId, organisationId), eq(commerceWallets.personId, personId)));
    return row ?? { balanceMinor: 0, currency: null };
  }

  async entry(organisationId: string, id: string): Promise<WalletEntryListRow | undefined> {
    const [row] = await this.selectEntries().where(and(eq(commerceWalletEntries.organisationId, organisationId), eq(commerceWalletEntries.id, id)));
    return row;
  }

  async entries(organisationId: string, filter: WalletEntryFilter): Promise<{ rows: WalletEntryListRow[]; total: number }> {
    const where = and(
      eq(commerceWalletEntries.organisationId, organisationId),
      filter.personId ? eq(commerceWalletEntries.personId, filter.personId) : undefined,
      filter.direction === 'credit' ? gt(commerceWalletEntries.amountMinor, 0) : undefined,
      filter.direction === 'debit' ? lt(commerceWalletEntries.amountMinor, 0) : undefined,
      filter.days && onDays(commerceWalletEntries.createdAt, filter.days),
      filter.q ? ilike(commerceWalletEntries.reason, containing(filter.q)) : undefined,
    );
    const order: SQL[] = filter.sort
      ? orderOf({ createdAt: commerceWalletEntries.createdAt, amountMinor: commerceWalletEntries.amountMinor }, filter.sort, 'createdAt', commerceWalletEntries.id)
      : // Newest first; entries of one transaction share a time, and the later balance is the later entry.
        [desc(commerceWalletEntries.createdAt), desc(commerceWalletEntries.balanceAfterMinor), asc(commerceWalletEntries.id)];
    const { limit, offset } = pageOf(filter);
    const rows = await this.selectEntries().where(where).orderBy(...order).limit(limit).offset(offset);
    const [total] = await this.db.select({ value: count() }).from(commerceWalletEntries).where(where);
    return { rows, total: total!.value };
  }

  /** The wallets of the organisation's people, with everyone who has none at 0: an admin's list to open one. */
  async people(organisationId: string, request: PageRequest & { q?: string | undefined; sort?: string | undefined }) {
    const where = and(
      eq(users.organisationId, organisationId),
      request.q ? or(ilike(users.name, containing(request.q)), ilike(users.email, containing(request.q))) : undefined,
    );
    const balance = sql<number>`coalesce(${commerceWallets.balanceMinor}, 0)`.mapWith(Number);
    const order = orderOf({ name: users.name, balanceMinor: balance }, request.sort, 'name', users.id);
    const joined = and(eq(commerceWallets.personId, users.id), eq(commerceWallets.organisationId, organisationId));
    const { limit, offset } = pageOf(request);
    const rows = await this.db
      .select({ person: nameOf(users), balanceMinor: balance, currency: commerceWallets.currency })
      .from(users)
      .leftJoin(commerceWallets, joined)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ value: count() }).from(users).where(where);
    return { rows, total: total!.value };
  }

  /** What the person's pending withdrawals hold. */
  async heldOf(organisationId: string, personId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: sum(commerceWalletWithdrawals.amountMinor).mapWith(Number) })
      .from(commerceWalletWithdrawals)
      .where(
        and(
          eq(commerceWalletWithdrawals.organisationId, organisationId),
          eq(commerceWalletWithdrawals.personId, personId),
          eq(commerceWalletWithdrawals.state, 'pending'),
        ),
      );
    return row?.value ?? 0;
  }

  async insertWithdrawal(values: Pick<WithdrawalRow, 'organisationId' | 'personId' | 'amountMinor' | 'currency' | 'note'>): Promise<WithdrawalRow> {
    const [row] = await this.db.insert(commerceWalletWithdrawals).values(values).returning();
    return row!;
  }

  async withdrawal(organisationId: string, id: string): Promise<WithdrawalListRow | undefined> {
    const [row] = await this.selectWithdrawals().where(and(eq(commerceWalletWithdrawals.organisationId, organisationId), eq(commerceWalletWithdrawals.id, id)));
    return row;
  }

  async withdrawals(
    organisationId: string,
    filter: PageRequest & { personId?: string | undefined; state?: WithdrawalState | undefined; sort?: string | undefined },
  ): Promise<{ rows: WithdrawalListRow[]; total: number }> {
    const where = and(
      eq(commerceWalletWithdrawals.organisationId, organisationId),
      filter.personId ? eq(commerceWalletWithdrawals.personId, filter.personId) : undefined,
      filter.state ? eq(commerceWalletWithdrawals.state, filter.state) : undefined,
    );
    const order = orderOf({ createdAt: commerceWalletWithdrawals.createdAt }, filter.sort ?? '-createdAt', 'createdAt', commerceWalletWithdrawals.id);
    const { limit, offset } = pageOf(filter);
    const rows = await this.selectWithdrawals().where(where).orderBy(...order).limit(limit).offset(offset);
    const [total] = await this.db.select({ value: count() }).from(commerceWalletWithdrawals).where(where);
    return { rows, total: total!.value };
  }

  /** The withdrawal's row, locked until the transaction ends, for a decision on it. */
  lockWithdrawal(organisationId: string, id: string): Promise<WithdrawalRow | undefined> {
    return lockedRow(this.db, commerceWalletWithdrawals, organisationId, id);
  }

  /** Decides a pending withdrawal at the version read; undefined when it changed or was decided meanwhile. */
  async decideWithdrawal(
    organisationId: string,
    id: string,
    version: number,
    decision: { state: WithdrawalState; decidedBy: string; decidedAt: Date; decisionNote: string },
  ): Promise<WithdrawalRow | undefined> {
    const [row] = await this.db
      .update(commerceWalletWithdrawals)
      .set({ ...decision, version: sql`${commerceWalletWithdrawals.version} + 1` })
      .where(
        and(
          eq(commerceWalletWithdrawals.organisationId, organisationId),
          eq(commerceWalletWithdrawals.id, id),
          eq(commerceWalletWithdrawals.version, version),
          eq(commerceWalletWithdrawals.state, 'pending'),
        ),
      )
      .returning();
    return row;
  }

  private selectEntries() {
    return this.db
      .select({ ...getTableColumns(commerceWalletEntries), person: nameOf(people), actor: nameOf(actors) })
      .from(commerceWalletEntries)
      .innerJoin(people, eq(people.id, commerceWalletEntries.personId))
      .leftJoin(actors, eq(actors.id, commerceWalletEntries.actorId))
      .$dynamic();
  }

  private selectWithdrawals() {
    return this.db
      .select({ ...getTableColumns(commerceWalletWithdrawals), person: nameOf(people), decider: nameOf(actors) })
      .from(commerceWalletWithdrawals)
      .innerJoin(people, eq(people.id, commerceWalletWithdrawals.personId))
      .leftJoin(actors, eq(actors.id, commerceWalletWithdrawals.decidedBy))
      .$dynamic();
  }
}

/**
 * The person's wallet row, locked until the transaction ends; made on their first entry, in the entry's currency.
 * The person must belong to the organisation: a wallet never holds someone else's money.
 */
async function lockedWallet(db: Db, organisationId: string, personId: string, currency: string) {
  const lock = () =>
    db
      .select({ balanceMinor: commerceWallets.balanceMinor, currency: commerceWallets.currency })
      .from(commerceWallets)
      .where(and(eq(commerceWallets.organisationId, organisationId), eq(commerceWallets.personId, personId)))
      .for('update');
  const [existing] = await lock();
  if (existing) return existing;
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, personId), eq(users.organisationId, organisationId)));
  if (!member) throw new UnknownPersonError(personId);
  await db.insert(commerceWallets).values({ organisationId, personId, currency }).onConflictDoNothing();
  const [made] = await lock();
  return made!;
}
