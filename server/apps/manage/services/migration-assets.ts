import type { z } from 'zod';
import type { AssetMigrationRow } from '../../../../contract/apps/manage/migration-schemas';
import { productTypeFromCategory } from '../../../../src/apps/manage/domain/import-batch';
import { findHolder, holderIndex, holderLabel } from '../../../../src/apps/manage/domain/import-holders';
import type { ReviewReason } from '../../../../src/apps/manage/domain/import-problems';
import type { ReportLine } from '../../../../src/apps/manage/domain/import-report';
import { isHeld } from '../../../../src/apps/manage/domain/asset-status';
import type { NewAssetRow } from '../repositories/asset-repository';
import type { QueuedValues, WaitingValues } from '../repositories/migration-repository';
import type { MigrationRun } from './migration-run';
import { placeIdOf, placeIdsOf } from './asset-places';

type Row = z.output<typeof AssetMigrationRow>;

/** The row as the review queue keeps it until a person accepts, merges or rejects it. */
function queued(row: Row, reasons: readonly ReviewReason[]): QueuedValues {
  const holder = row.holder;
  return {
    line: row.line,
    reasons: [...reasons],
    values: {
      assetTag: row.assetTag,
      serial: row.serial,
      model: row.model,
      manufacturer: row.manufacturer,
      productType: productTypeFromCategory(row.category ?? ''),
      status: row.status,
      assignedTo: holder ? holderLabel(holder) || null : null,
      location: row.location,
      purchaseDate: row.purchaseDate,
      costCents: row.purchaseCostCents,
      warrantyEnd: row.warrantyEnd,
      endOfLife: row.endOfLife,
      notes: row.notes,
      customFields: row.customFields,
    },
  };
}

/**
 * Each asset is created, or merged into the one already holding its tag or serial (its blanks filled), or queued
 * for a person (a status nobody mapped, a date read one of two ways, a holder matching two people). A holder not
 * here yet leaves the asset on the shelf and waits for them.
 */
export async function importAssets(run: MigrationRun, rows: readonly Row[]): Promise<void> {
  const { repos, organisationId, batchId, now, report } = run;
  const migration = repos.own.migration;
  const people = holderIndex(await migration.people(organisationId));
  const existing = await migration.assetsByTagOrSerial(
    organisationId,
    rows.map((row) => row.assetTag),
    rows.flatMap((row) => (row.serial ? [row.serial] : [])),
  );
  // Every site the file names is one of the company's, whatever becomes of the row: matched or added in Locations.
  const places = await placeIdsOf(run.places, repos, organisationId, rows.map((row) => row.location));
  const byTag = new Map(existing.map((asset) => [asset.assetTag, asset]));
  const bySerial = new Map(existing.flatMap((asset) => (asset.serial ? [[asset.serial, asset] as const] : [])));

  const created: NewAssetRow[] = [];
  const waiting: (Omit<WaitingValues, 'entityId'> & { assetTag: string })[] = [];
  const review: QueuedValues[] = [];
  const line = (row: Row, outcome: ReportLine['outcome'], reason: ReportLine['reason'], detail: string | null = null) =>
    report.push({ line: row.line, outcome, reason, label: row.assetTag, detail });

  for (const row of rows) {
    const match = row.holder ? findHolder(people, row.holder) : null;
    const reasons: ReviewReason[] = [...row.review];
    if (match?.found === 'many') reasons.push({ code: 'holder-ambiguous', field: 'fullName', params: { value: holderLabel(row.holder!) } });
    if (reasons.length > 0) {
      review.push(queued(row, reasons));
      line(row, 'review', reasons[0]!.code, reasons[0]!.params['value'] ?? null);
      continue;
    }
    const same = byTag.get(row.assetTag) ?? (row.serial ? bySerial.get(row.serial) : undefined);
    if (same) {
      const { serial, manufacturer, purchaseDate, supplier, invoiceNumber, warrantyEnd, endOfLife, notes } = row;
      const fill = { serial, manufacturer, locationId: placeIdOf(places, row.location), purchaseDate, costCents: row.purchaseCostCents, supplier, invoiceNumber, warrantyEnd, endOfLife, notes };
      const filled = await migration.fillAssetBlanks(organisationId, same.id, fill, now);
      line(row, 'merged', filled ? 'filled-blanks' : same.assetTag === row.assetTag ? 'same-tag' : 'same-serial');
      continue;
    }
    const assigneeId = match?.found === 'one' ? match.id : null;
    // The database's rule holds here too: a device out with someone names them, so one waiting for its holder stays in.
    const status = isHeld(row.status) && !assigneeId ? 'in-stock' : row.status;
    created.push({
      organisationId,
      assetTag: row.assetTag,
      serial: row.serial,
      productType: productTypeFromCategory(row.category ?? ''),
      manufacturer: row.manufacturer,
      model: row.model,
      status,
      assigneeId,
      locationId: placeIdOf(places, row.location),
      purchaseDate: row.purchaseDate,
      costCents: row.purchaseCostCents,
      supplier: row.supplier,
      invoiceNumber: row.invoiceNumber,
      warrantyEnd: row.warrantyEnd,
      endOfLife: row.endOfLife,
      notes: row.notes,
      customFields: row.customFields,
      updatedAt: now,
    });
    if (row.holder && !assigneeId) {
      waiting.push({ batchId, line: row.line, entityType: 'asset', label: row.assetTag, holder: row.holder, status: row.status, assetTag: row.assetTag });
      line(row, 'waiting', 'holder-unknown', holderLabel(row.holder));
    } else line(row, 'created', 'new');
  }
  const ids = await migration.insertAssets(created);
  run.created += created.length;
  await migration.addWaiting(organisationId, waiting.map(({ assetTag, ...rest }) => ({ ...rest, entityId: ids.get(assetTag)! })));
  await migration.queueForReview(organisationId, batchId, review);
}
