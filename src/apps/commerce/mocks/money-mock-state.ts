import type * as z from 'zod';
import type { CreditBudget } from '../../../../contract/apps/commerce/credits-schemas';
import type { InvoiceSummary } from '../../../../contract/apps/commerce/invoices-schemas';
import type { WalletEntry, Withdrawal } from '../../../../contract/apps/commerce/wallet-schemas';
import { invoiceNumberOf } from '../domain/invoice-number';
import { applyEntry } from '../domain/wallet-ledger';
import { MOCK_DEMO, newId, type MockState, type MockUser } from '../../../../tests/mocks/mock-state';

type MockWalletEntry = z.output<typeof WalletEntry> & { readonly organisationId: string };
export type MockWithdrawal = Omit<z.output<typeof Withdrawal>, 'mayDecide'> & { organisationId: string };
export type MockInvoice = z.output<typeof InvoiceSummary> & {
  readonly organisationId: string;
  readonly lines: readonly { description: string; quantity: number; unitPriceMinor: number }[];
};
export type MockBudget = Omit<z.output<typeof CreditBudget>, 'person' | 'spentMinor' | 'remainingMinor'> & { readonly organisationId: string; readonly personId: string };
/** A spend (negative) or refund (positive) of a budget, keyed like the server's credit entries. */
interface MockCreditEntry {
  readonly budgetId: string;
  readonly personId: string;
  readonly orderId: string;
  readonly amountMinor: number;
  readonly idempotencyKey: string;
}

export interface NewMockEntry {
  readonly person: MockUser;
  /** Signed minor units: credits positive, debits negative. */
  readonly amountMinor: number;
  readonly reason: string;
  readonly idempotencyKey: string;
  readonly actor: MockUser | null;
  readonly orderId?: string | null;
  readonly withdrawalId?: string | null;
}

/** The balance (or budget) would go below zero: nothing was written. */
export class MockInsufficientFunds extends Error {
  constructor(
    readonly balanceMinor: number,
    readonly amountMinor: number,
  ) {
    super('insufficient-funds');
  }
}

/** The idempotency key was used for another entry. */
export class MockKeyReused extends Error {}

const DAY_MS = 86_400_000;
const CURRENCY = 'EUR';
const personOf = (user: MockUser) => ({ id: user.id, name: user.name, email: user.email });
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The calendar quarter around a day, as the server's demo budgets run. */
function quarterOf(at: Date): { startsOn: string; endsOn: string } {
  const first = Math.floor(at.getUTCMonth() / 3) * 3;
  return { startsOn: dayOf(new Date(Date.UTC(at.getUTCFullYear(), first, 1))), endsOn: dayOf(new Date(Date.UTC(at.getUTCFullYear(), first + 3, 0))) };
}

/** Wallets, withdrawals, credit budgets and invoices per mock state, seeded like the server's demo. */
class MoneyMockData {
  readonly entries: MockWalletEntry[] = [];
  readonly withdrawals: MockWithdrawal[] = [];
  readonly budgets: MockBudget[] = [];
  readonly creditEntries: MockCreditEntry[] = [];
  readonly invoices: MockInvoice[] = [];
  private readonly counters = new Map<string, number>();

  constructor(private readonly state: MockState) {
    const admin = state.userByEmail(MOCK_DEMO.admin.email)!;
    const employee = state.userByEmail(MOCK_DEMO.employee.email)!;
    const credit = (person: MockUser, amountMinor: number, reason: string, key: string, orderId: string | null = null) =>
      this.append({ person, amountMinor, reason, idempotencyKey: `demo:${key}`, actor: admin, orderId });
    credit(employee, 50_000, 'Welcome credit for new equipment', 'welcome-employee');
    credit(admin, 20_000, 'Welcome credit for new equipment', 'welcome-admin');
    const settlement = credit(employee, 18_500, 'Buyback settlement: iPhone 12, 128 GB', 'buyback-employee', newId()).entry;
    this.issue(employee, settlement.orderId!, 'settlement', [{ description: 'Buyback: iPhone 12, 128 GB, good condition', quantity: 1, unitPriceMinor: 18_500 }], new Date(Date.now() - 3 * DAY_MS));
    const quarter = quarterOf(new Date());
    this.setBudget(employee, { ...quarter, amountMinor: 30_000 });
    this.setBudget(admin, { ...quarter, amountMinor: 50_000 });
  }

  /** Whether money has moved in the organisation (a wallet entry, a credit budget or an invoice): its currency then stays. */
  moved(organisationId: string): boolean {
    return [this.entries, this.budgets, this.invoices].some((records) => records.some((record) => record.organisationId === organisationId));
  }

  balanceOf(personId: string): number {
    return this.entries.filter((entry) => entry.person.id === personId).at(-1)?.balanceAfterMinor ?? 0;
  }

  /** Appends like the server's ledger: the entry already written under the key, or a new one that never overdraws. */
  append(entry: NewMockEntry): { entry: MockWalletEntry; replayed: boolean } {
    const { person } = entry;
    const earlier = this.entries.find((each) => each.organisationId === person.organisationId && each.idempotencyKey === entry.idempotencyKey);
    if (earlier) {
      if (earlier.person.id !== person.id || earlier.amountMinor !== entry.amountMinor) throw new MockKeyReused();
      return { entry: earlier, replayed: true };
    }
    const balance = this.balanceOf(person.id);
    const step = applyEntry(balance, entry.amountMinor);
    if (!step.ok) throw new MockInsufficientFunds(balance, entry.amountMinor);
    const appended: MockWalletEntry = {
      id: newId(),
      organisationId: person.organisationId,
      person: personOf(person),
      amountMinor: entry.amountMinor,
      currency: CURRENCY,
      reason: entry.reason,
      orderId: entry.orderId ?? null,
      withdrawalId: entry.withdrawalId ?? null,
      balanceAfterMinor: step.balanceAfterMinor,
      idempotencyKey: entry.idempotencyKey,
      actor: entry.actor && personOf(entry.actor),
      createdAt: new Date(Date.now() + this.entries.length).toISOString(),
    };
    this.entries.push(appended);
    return { entry: appended, replayed: false };
  }

  /** The person's budget that covers the day, the latest to start first; none when none does. */
  currentBudget(personId: string, at = new Date()): MockBudget | undefined {
    const day = dayOf(at);
    return this.budgets.filter((each) => each.personId === personId && each.startsOn <= day && each.endsOn >= day).sort((a, b) => b.startsOn.localeCompare(a.startsOn))[0];
  }

  spentOf(budget: MockBudget): number {
    return -this.creditEntries.filter((entry) => entry.budgetId === budget.id).reduce((sum, entry) => sum + entry.amountMinor, 0);
  }

  /** A person's budget for the period starting that day: a new one, or the amount and end of the one there. */
  setBudget(person: MockUser, values: { startsOn: string; endsOn: string; amountMinor: number }): MockBudget {
    const existing = this.budgets.find((each) => each.personId === person.id && each.startsOn === values.startsOn);
    if (existing) return Object.assign(existing, { endsOn: values.endsOn, amountMinor: values.amountMinor, version: existing.version + 1 });
    const budget = { id: newId(), organisationId: person.organisationId, personId: person.id, currency: CURRENCY, version: 1, ...values };
    this.budgets.push(budget);
    return budget;
  }

  /** Spends (a negative amount) from the budget covering today, or gives back (a positive one) to the budget the order spent from. */
  moveCredits(person: MockUser, signedMinor: number, orderId: string, idempotencyKey: string): void {
    if (this.creditEntries.some((entry) => entry.idempotencyKey === idempotencyKey)) return;
    const spentFrom = signedMinor > 0 ? this.creditEntries.find((entry) => entry.orderId === orderId) : undefined;
    const budget = spentFrom ? this.budgets.find((each) => each.id === spentFrom.budgetId) : this.currentBudget(person.id);
    if (!budget) throw new MockInsufficientFunds(0, signedMinor);
    const remaining = budget.amountMinor - this.spentOf(budget);
    if (remaining + signedMinor < 0) throw new MockInsufficientFunds(remaining, signedMinor);
    this.creditEntries.push({ budgetId: budget.id, personId: person.id, orderId, amountMinor: signedMinor, idempotencyKey });
  }

  issue(person: MockUser, orderId: string, kind: MockInvoice['kind'], lines: MockInvoice['lines'], issuedAt = new Date(), credits: MockInvoice['credits'] = null): MockInvoice {
    const year = issuedAt.getUTCFullYear();
    const counter = `${person.organisationId}:${year}`;
    const sequence = (this.counters.get(counter) ?? 0) + 1;
    this.counters.set(counter, sequence);
    const invoice: MockInvoice = {
      id: newId(),
      organisationId: person.organisationId,
      number: invoiceNumberOf(year, sequence),
      kind,
      orderId,
      buyer: personOf(person),
      totalMinor: lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0),
      currency: CURRENCY,
      issuedAt: issuedAt.toISOString(),
      lines,
      credits,
    };
    this.invoices.push(invoice);
    return invoice;
  }

  /** An order's invoice taken back, as the server does on cancelling: the same series, the lines negated. */
  creditNote(invoice: MockInvoice, issuedAt = new Date()): MockInvoice {
    const buyer = this.user(invoice.buyer.id!)!;
    const lines = invoice.lines.map((line) => ({ ...line, unitPriceMinor: -line.unitPriceMinor }));
    return this.issue(buyer, invoice.orderId, 'credit-note', lines, issuedAt, { id: invoice.id, number: invoice.number });
  }

  user(id: string): MockUser | undefined {
    return this.state.users.find((user) => user.id === id);
  }
}

const data = new WeakMap<MockState, MoneyMockData>();

export function moneyDataOf(state: MockState): MoneyMockData {
  let found = data.get(state);
  if (!found) data.set(state, (found = new MoneyMockData(state)));
  return found;
}
