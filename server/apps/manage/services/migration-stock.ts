import type { z } from 'zod';
import type { ComponentMigrationRow, ConsumableMigrationRow } from '../../../../contract/apps/manage/migration-schemas';
import { stockKeyOf } from '../../../../src/apps/manage/domain/import-stock-rows';
import type { MigrationRun } from './migration-run';
import { placeIdOf, placeIdsOf } from './asset-places';

type ConsumableRow = z.output<typeof ConsumableMigrationRow>;
type ComponentRow = z.output<typeof ComponentMigrationRow>;

/**
 * The rows to create: those whose key is neither here already nor on an earlier line of the batch. Every row is in the
 * report, created or the same one as before; one already here keeps its own count (a recount is Manage's, not a file's).
 */
export function freshByKey<R extends { line: number; name: string }>(run: MigrationRun, rows: readonly R[], known: Set<string>, keyOf: (row: R) => string): R[] {
  const fresh: R[] = [];
  for (const row of rows) {
    const key = keyOf(row);
    const merged = known.has(key);
    known.add(key);
    if (!merged) fresh.push(row);
    run.report.push({ line: row.line, label: row.name, detail: null, outcome: merged ? 'merged' : 'created', reason: merged ? 'same-name' : 'new' });
  }
  run.created += fresh.length;
  return fresh;
}

/** The purchase and place facts both kinds share, as their tables keep them. */
async function stockValues<R extends ConsumableRow | ComponentRow>(run: MigrationRun, rows: readonly R[]) {
  const places = await placeIdsOf(run.places, run.repos, run.organisationId, rows.map((row) => row.location));
  return rows.map(({ line: _line, location, minQuantity, manufacturer, modelNumber, orderNumber, purchaseDate, purchaseCostCents, notes, ...row }) => ({
    row,
    values: {
      locationId: placeIdOf(places, location),
      minQuantity: minQuantity ?? 0,
      manufacturer: manufacturer ?? null,
      modelNumber: modelNumber ?? null,
      orderNumber: orderNumber ?? null,
      purchaseDate: purchaseDate ?? null,
      purchaseCostCents: purchaseCostCents ?? null,
      notes: notes ?? null,
      updatedAt: run.now,
    },
  }));
}

/** Snipe-IT's consumables by name: a new one with its count, one already here named in the report and left as it is. */
export async function importConsumables(run: MigrationRun, rows: readonly ConsumableRow[]): Promise<void> {
  const { repos, organisationId } = run;
  const known = new Set([...(await repos.own.consumables.namesAmong(organisationId, rows.map((row) => row.name)))].map((name) => stockKeyOf({ name })));
  const fresh = freshByKey(run, rows, known, stockKeyOf);
  const values = await stockValues(run, fresh);
  await repos.own.consumables.insertMany(
    organisationId,
    values.map(({ row, values }) => ({ ...values, name: row.name, category: row.category, itemNumber: row.itemNumber ?? null, quantity: row.quantity })),
  );
}

/** Snipe-IT's components by name and serial, every unit on the shelf when it arrives. */
export async function importComponents(run: MigrationRun, rows: readonly ComponentRow[]): Promise<void> {
  const { repos, organisationId } = run;
  const known = new Set((await repos.own.components.ofNames(organisationId, rows.map((row) => row.name))).map(stockKeyOf));
  const fresh = freshByKey(run, rows, known, stockKeyOf);
  const values = await stockValues(run, fresh);
  await repos.own.components.insertMany(
    organisationId,
    values.map(({ row, values }) => ({ ...values, name: row.name, category: row.category, serial: row.serial ?? null, total: row.total, remaining: row.total })),
  );
}
