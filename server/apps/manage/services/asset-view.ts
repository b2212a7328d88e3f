import type { AssetItem } from '../../../../contract/apps/manage/asset-schemas';
import type { PlaceRef } from '../../../../contract/apps/manage/place-schemas';
import type { FileLinks } from '../../../kernel';
import { placeOf } from './asset-places';
import type { AssetWithAssignee } from '../repositories/asset-repository';
import { toCsv } from '../../../../src/domain/csv/csv-text';
import { configuredOf, type AssetConfig } from './asset-config';

/**
 * The asset as answers carry it: the photo as a fresh signed link, never as its key in the store. The row's own
 * columns (organisation, photo key) stay on the object; the answer's serializer writes only the declared fields.
 */
export function assetItemOf(row: AssetWithAssignee, links: Pick<FileLinks, 'linkOf'>, places: ReadonlyMap<string, PlaceRef>, config: AssetConfig): AssetItem {
  const { organisationId, photoKey, createdAt, updatedAt } = row;
  const photoUrl = photoKey === null ? null : links.linkOf(organisationId, photoKey);
  const location = placeOf(places, row.locationId);
  return { ...row, ...configuredOf(row, config), location, photoUrl, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

const exportColumns = [
  ['Asset tag', (a) => a.assetTag],
  ['Serial', (a) => a.serial],
  ['Product type', (a) => a.productType],
  ['Manufacturer', (a) => a.manufacturer],
  ['Model', (a) => a.model],
  ['Status', (a) => a.status],
  ['Condition', (a) => a.condition],
  ['Assigned to', (a) => a.assignee?.name ?? null],
  ['Assignee email', (a) => a.assignee?.email ?? null],
  ['Location', (a, places) => placeOf(places, a.locationId)?.name ?? null],
  ['Purchase date', (a) => a.purchaseDate],
  ['Purchase cost', (a) => (a.costCents === null ? null : (a.costCents / 100).toFixed(2))],
  ['Supplier', (a) => a.supplier],
  ['Invoice', (a) => a.invoiceNumber],
  ['Warranty end', (a) => a.warrantyEnd],
  ['End of life', (a) => a.endOfLife],
  ['Notes', (a) => a.notes],
] as const satisfies readonly (readonly [string, (asset: AssetWithAssignee, places: ReadonlyMap<string, PlaceRef>) => string | null])[];

export function assetsCsv(rows: readonly AssetWithAssignee[], places: ReadonlyMap<string, PlaceRef>): string {
  return toCsv(
    exportColumns.map(([title]) => title),
    rows.map((row) => exportColumns.map(([, value]) => value(row, places))),
  );
}
