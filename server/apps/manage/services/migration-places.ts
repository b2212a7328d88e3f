import type { z } from 'zod';
import type { AccessoryMigrationRow, LocationMigrationRow } from '../../../../contract/apps/manage/migration-schemas';
import type { ReportLine } from '../../../../src/apps/manage/domain/import-report';
import type { MigrationRun } from './migration-run';
import { placeIdOf, placeIdsOf } from './asset-places';

/** Each row is created, or merged into the record already known by its name (in any case). */
function reportByName(report: ReportLine[], rows: readonly { line: number; name: string }[], existing: { has(name: string): boolean }) {
  for (const row of rows) {
    const merged = existing.has(row.name.trim().toLowerCase());
    report.push({ line: row.line, label: row.name, detail: null, outcome: merged ? 'merged' : 'created', reason: merged ? 'same-name' : 'new' });
  }
}

/** Snipe-IT's accessories come with their stock; one already here by that name keeps its own stock and is only named in the report. */
export async function importAccessories(run: MigrationRun, rows: readonly z.output<typeof AccessoryMigrationRow>[]): Promise<void> {
  const { repos, organisationId, now, report } = run;
  const existing = new Set((await repos.own.migration.accessoriesByName(organisationId, rows.map((row) => row.name))).map((row) => row.name.toLowerCase()));
  const fresh = rows.filter((row) => !existing.has(row.name.toLowerCase()));
  const places = await placeIdsOf(run.places, repos, organisationId, fresh.map((row) => row.location));
  await repos.own.migration.insertAccessories(
    fresh.map(({ line: _line, quantity, lowStockThreshold, category, location, ...row }) => ({
      ...row,
      organisationId,
      locationId: placeIdOf(places, location),
      // Ours must have a category; Snipe-IT's may be blank.
      category: category ?? 'Other',
      total: quantity,
      available: quantity,
      lowStockThreshold: lowStockThreshold ?? 0,
      updatedAt: now,
    })),
  );
  run.created += fresh.length;
  reportByName(report, rows, existing);
}

/**
 * Sites by name, with their addresses, go to Locations: one already there by that name (in any case) gets only its
 * blank address parts filled; a new one is an office, its address to complete there when the file's is not whole.
 */
export async function importLocations(run: MigrationRun, rows: readonly z.output<typeof LocationMigrationRow>[]): Promise<void> {
  const { repos, organisationId, report } = run;
  const sites = rows.map(({ name, address, address2, city, state, zip, country }) => ({ name, line1: address, line2: address2, city, region: state, postcode: zip, country }));
  const { ids, known, incomplete, invalid } = await run.places.matchOrAdd(repos, organisationId, sites);
  reportByName(report, rows, known);
  run.created += ids.size - known.size;
  run.placesCounts = { added: ids.size - known.size, known: known.size, incomplete, invalid };
}
