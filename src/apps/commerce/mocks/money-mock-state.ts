import type * as z from 'zod';
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
interface MockBudget {
  readonly organisationId: string;
  readonly personId: string;
  readonly startsOn: string;
  readonly endsOn: string;
  readonly amountMinor: number;
  spentMinor: number;
}

const DAY_MS = 86_400_000;
const CURRENCY = 'EUR';
const personOf = (user: MockUser) => ({ id: user.id, name: user.name, email: user.email });

/** Wallets, withdrawals, credit budgets and invoices per mock state, seeded like the server's demo. */
class MoneyMockData {
  readonly entries: MockWalletEntry[] = [];
  readonly withdrawals: MockWithdrawal[] = [];
  readonly budgets: MockBudget[] = [];
  readonly invoices: MockInvoice[] = [];
  private readonly counters = new Map<string, number>();

  constructor(private readonly state: MockState) {
    const admin = state.userByEmail(MOCK_DEMO.admin.email)!;
    const employee = state.userByEmail(MOCK_DEMO.employee.email)!;
    this.append(employee, 50_000, 'Welcome credit for new equipment', admin);
    this.append(admin, 20_000, 'Welcome credit for new equipment', admin);
    const settlement = this.append(employee, 18_500, 'Buyback settlement: iPhone 12, 128 GB', admin, newId());
    this.issue(employee, settlement.orderId!, 'settlement', [{ description: 'Buyback: iPhone 12, 128 GB, good condition', quantity: 1, unitPriceMinor: 18_500 }], new Date(Date.now() - 3 * DAY_MS));
    const year = new Date().getUTCFullYear();
    for (const [person, amountMinor] of [
      [employee, 30_000],
      [admin, 50_000],
    ] as const) {
      this.budgets.push({ organisationId: person.organisationId, personId: person.id, startsOn: `${year}-01-01`, endsOn: `${year}-12-31`, amountMinor, spentMinor: 0 });
    }
  }

  /** Whether money has moved in the organisation (a wallet entry, a credit budget or an invoice): its currency then stays. */
  moved(organisationId: string): boolean {
    return [this.entries, this.budgets, this.invoices].some((records) => records.some((record) => record.organisationId === organisationId));
  }

  balanceOf(personId: string): number {
    return this.entries.filter((entry) => entry.person.id === personId).at(-1)?.balanceAfterMinor ?? 0;
  }

  /** Appends like the server's ledger: refused (null) when it would go below zero. */
  append(person: MockUser, amountMinor: number, reason: string, actor: MockUser | null, orderId: string | null = null, withdrawalId: string | null = null): MockWalletEntry {
    const step = applyEntry(this.balanceOf(person.id), amountMinor);
    if (!step.ok) throw new RangeError('insufficient-funds');
    const entry: MockWalletEntry = {
      id: newId(),
      organisationId: person.organisationId,
      person: personOf(person),
      amountMinor,
      currency: CURRENCY,
      reason,
      orderId,
      withdrawalId,
      balanceAfterMinor: step.balanceAfterMinor,
      idempotencyKey: newId(),
      actor: actor && personOf(actor),
      createdAt: new Date(Date.now() + this.entries.length).toISOString(),
    };
    this.entries.push(entry);
    return entry;
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
