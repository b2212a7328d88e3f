import { randomUUID } from 'node:crypto';
import type { CommerceOwnRepositories } from '../repositories/repositories';

const DAY_MS = 86_400_000;

/** The calendar quarter around a day, as the budgets' first and last days. */
export function quarterOf(at: Date): { startsOn: string; endsOn: string } {
  const year = at.getUTCFullYear();
  const first = Math.floor(at.getUTCMonth() / 3) * 3;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { startsOn: day(new Date(Date.UTC(year, first, 1))), endsOn: day(new Date(Date.UTC(year, first + 3, 0))) };
}

/**
 * Acme's money: wallets with a welcome credit, a buyback settlement (credited and invoiced) for the employee, and
 * this quarter's employee credit budgets. `people` is the employee, then the admin.
 */
export async function seedMoneyDemo(repos: CommerceOwnRepositories, organisationId: string, people: readonly string[]): Promise<void> {
  const [employee, admin] = people;
  if (!employee || !admin) return;
  const now = new Date();
  const { currency } = await repos.settings.of(organisationId);
  const credit = (personId: string, amountMinor: number, reason: string, key: string, orderId?: string) =>
    repos.wallet.append(organisationId, { personId, amountMinor, currency, reason, orderId, idempotencyKey: `demo:${key}`, actorId: admin });
  await credit(employee, 50_000, 'Welcome credit for new equipment', 'welcome-employee');
  await credit(admin, 20_000, 'Welcome credit for new equipment', 'welcome-admin');
  const settlement = randomUUID();
  await credit(employee, 18_500, 'Buyback settlement: iPhone 12, 128 GB', 'buyback-employee', settlement);
  await repos.invoices.issueFor(organisationId, {
    kind: 'settlement',
    orderId: settlement,
    personId: employee,
    totalMinor: 18_500,
    currency,
    lines: [{ description: 'Buyback: iPhone 12, 128 GB, good condition', quantity: 1, unitPriceMinor: 18_500 }],
    issuedAt: new Date(now.getTime() - 3 * DAY_MS),
  });
  const quarter = quarterOf(now);
  await repos.credits.setBudget(organisationId, { personId: employee, ...quarter, amountMinor: 30_000, currency });
  await repos.credits.setBudget(organisationId, { personId: admin, ...quarter, amountMinor: 50_000, currency });
}
