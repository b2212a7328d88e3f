import type { z } from 'zod';
import type { AccessoryMigrationRow, LocationMigrationRow } from '../../../../contract/apps/manage/migration-schemas';
import type { ReportLine } from '../../../../src/apps/manage/domain/import-report';
import type { MigrationRun } from './migration-run';

/** Each row is created, or merged into the record already known by its name (in any case). */
function reportByName(report: ReportLine[], rows: readonly { line: number; name: string }[], existing: { has(name: string): boolean }) {
  for (const row of rows) {
    const merged = existing.has(row.name.toLowerCase());
    report.push({ line: row.line, label: row.name, detail: null, outcome: merged ? 'merged' : 'created', reason: merged ? 'same-name' : 'new' });
  }
}

/** Snipe-IT's accessories come with their stock; one already here by that name keeps its own stock and is only named in the report. */
export async function importAccessories(run: MigrationRun, rows: readonly z.output<typeof AccessoryMigrationRow>[]): Promise<void> {
  const { repos, organisationId, now, report } = run;
  const existing = new Set((await repos.own.migration.accessoriesByName(organisationId, rows.map((row) => row.name))).map((row) => row.name.toLowerCase()));
  const fresh = rows.filter((row) => !existing.has(row.name.toLowerCase()));
  await repos.own.migration.insertAccessories(
    fresh.map(({ line: _line, quantity, lowStockThreshold, category, ...row }) => ({
      ...row,
      organisationId,
      // Ours must have a category; Snipe-IT's may be blank.
      category: category ?? 'Other',
      total: quantity,
      available: quantity,
      lowStockThreshold: lowStockThreshold ?? 0,
      updatedAt: now,
    })),
  );
  reportByName(report, rows, existing);
}

/**
 * Places by name, with their addresses; one already here gets only its blanks filled. Each site with a whole
 * address also becomes an office in Locations, where orders and stock can go.
 */
export async function importLocations(run: MigrationRun, rows: readonly z.output<typeof LocationMigrationRow>[]): Promise<void> {
  const { repos, organisationId, report } = run;
  const migration = repos.own.migration;
  const existing = new Map((await migration.locationsByName(organisationId, rows.map((row) => row.name))).map((row) => [row.name.toLowerCase(), row.id]));
  for (const { line: _line, ...values } of rows.filter((row) => existing.has(row.name.toLowerCase()))) {
    await migration.fillLocationBlanks(organisationId, existing.get(values.name.toLowerCase())!, values);
  }
  await migration.insertLocations(organisationId, rows.filter((row) => !existing.has(row.name.toLowerCase())).map(({ line: _line, ...values }) => values));
  reportByName(report, rows, existing);
  const offices = rows.map(({ name, address, address2, city, state, zip, country }) => ({ name, line1: address, line2: address2, city, region: state, postcode: zip, country }));
  const { added, known, refused } = await run.places.addOffices(repos, organisationId, offices);
  const refusals = [...refused.values()];
  run.placesCounts = { added, known, incomplete: refusals.filter((why) => why === 'address-incomplete').length, invalid: refusals.filter((why) => why === 'address-invalid').length };
}
