import type { z } from 'zod';
import type { OrderMigrationRow } from '../../../../contract/apps/manage/migration-schemas';
import type { ReportLine } from '../../../../src/apps/manage/domain/import-report';
import type { MigrationRun } from './migration-run';

type Row = z.output<typeof OrderMigrationRow>;

/** Bulk Upload's slug: the orders' trail says they came through it. */
const BULK_SLUG = 'bulk-orders';

const LINES: Readonly<Record<'placed' | 'known' | 'unknown-person', Pick<ReportLine, 'outcome' | 'reason'>>> = {
  placed: { outcome: 'created', reason: 'new' },
  known: { outcome: 'merged', reason: 'same-reference' },
  'unknown-person': { outcome: 'skipped', reason: 'person-unknown' },
};

/**
 * Orders of another shop system, placed in Manage Orders through commerce (which keeps them): once per reference, for
 * a person of the organisation; an address of nobody here is skipped and places when the file comes again after them.
 */
export async function importOrders(run: MigrationRun, rows: readonly Row[]): Promise<void> {
  const orders = rows.map((row) => ({
    reference: row.reference,
    email: row.email,
    product: row.product,
    quantity: row.quantity,
    unitPriceMinor: row.unitPriceCents,
    // A day without a time is that day's noon in UTC, so it reads as the same day in every time zone of Europe and the Americas.
    placedAt: row.orderedOn ? new Date(`${row.orderedOn}T12:00:00Z`) : run.now,
  }));
  const outcomes = await run.orders.place(run.repos, run.organisationId, orders, { actorId: null, appSlug: BULK_SLUG });
  rows.forEach((row, index) => {
    const outcome = outcomes[index]!;
    run.report.push({ line: row.line, label: row.reference, detail: outcome === 'unknown-person' ? row.email : null, ...LINES[outcome] });
    if (outcome === 'placed') run.created += 1;
  });
}
