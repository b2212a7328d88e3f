import type { ImportRowCells } from '../../application/ports/review-gateway';
import type { AssetImportRow } from '../../domain/import-rows';

const text = (value: string | null) => value ?? undefined;

/**
 * A checked row as the server takes it: the values already read here (status, day, amount, months) in the
 * plain forms every reader agrees on, so a German date or a "Lost/Stolen" label is never read twice.
 */
export function importCells(row: AssetImportRow): ImportRowCells {
  return {
    line: row.line,
    assetTag: row.assetTag,
    serial: text(row.serial),
    model: text(row.model),
    manufacturer: text(row.manufacturer),
    category: text(row.category),
    status: row.status,
    assignedTo: text(row.assignedTo),
    location: text(row.location),
    purchaseDate: text(row.purchaseDate),
    purchaseCost: row.purchaseCostCents === null ? undefined : (row.purchaseCostCents / 100).toFixed(2),
    warrantyMonths: row.warrantyMonths === null ? undefined : String(row.warrantyMonths),
    notes: text(row.notes),
  };
}
