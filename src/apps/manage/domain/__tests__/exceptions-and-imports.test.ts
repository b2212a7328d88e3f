import { describe, expect, it } from 'vitest';
import { assetExceptions, duplicateSerials, type ExceptionAsset } from '../exception-rules';
import { describeImportProblem } from '../import-problem-text';
import { readImportBatch } from '../import-batch';

const today = '2026-06-01';
const healthy: ExceptionAsset = { status: 'deployed', archived: false, warrantyEnd: '2027-01-01', endOfLife: '2029-01-01', assigneeOffboarded: false };

describe('exceptions', () => {
  it('finds nothing on a healthy asset or an archived one', () => {
    expect(assetExceptions(healthy, today)).toEqual([]);
    expect(assetExceptions({ ...healthy, archived: true, warrantyEnd: '2020-01-01' }, today)).toEqual([]);
  });

  it('flags a device held by an offboarded person, an expired warranty while deployed, and end of life', () => {
    expect(assetExceptions({ ...healthy, assigneeOffboarded: true }, today)).toEqual(['offboarded-holder']);
    expect(assetExceptions({ ...healthy, warrantyEnd: '2026-05-31' }, today)).toEqual(['warranty-expired']);
    expect(assetExceptions({ ...healthy, status: 'in-stock', warrantyEnd: '2026-05-31' }, today)).toEqual([]);
    expect(assetExceptions({ ...healthy, endOfLife: '2026-01-01' }, today)).toEqual(['past-end-of-life']);
    expect(assetExceptions({ ...healthy, status: 'retired', endOfLife: '2026-01-01' }, today)).toEqual([]);
  });

  it('finds serials that differ only in case, spaces or dashes, ignoring blanks and archived assets', () => {
    const found = duplicateSerials([
      { id: 'a', serial: 'C02-XK1', archived: false },
      { id: 'b', serial: 'c02xk1', archived: false },
      { id: 'c', serial: 'C02XK1', archived: true },
      { id: 'd', serial: null, archived: false },
      { id: 'e', serial: 'OTHER', archived: false },
    ]);
    expect([...found]).toEqual([['C02XK1', ['a', 'b']]]);
  });
});

/** One row read as a batch of its own, which no other row can repeat. */
function readRow(row: Parameters<typeof readImportBatch>[0][number]) {
  const batch = readImportBatch([row]);
  return batch.ok ? { ok: true as const, values: batch.rows[0]!.values } : batch;
}

describe('imported rows, as the server reads them', () => {
  const row = { line: 7, assetTag: 'LT-1', model: 'Latitude 7440', category: 'Laptops' };

  it('reads Snipe-IT status labels, dates and amounts as the browser does', () => {
    const read = readRow({ ...row, status: 'Ready to Deploy', purchaseDate: '01/31/2024', purchaseCost: '1,649.50', warrantyMonths: '36' });
    expect(read).toMatchObject({
      ok: true,
      values: { status: 'in-stock', productType: 'laptop', purchaseDate: '2024-01-31', costCents: 164950, warrantyEnd: '2027-01-31' },
    });
  });

  it('keeps the holder as the file names them, for the review to match to a person', () => {
    expect(readRow({ ...row, status: 'Deployed', assignedTo: 'Anna Becker' })).toMatchObject({ ok: true, values: { assignedTo: 'Anna Becker' } });
  });

  it('refuses a row with every reason at once', () => {
    const read = readRow({ line: 9, status: 'Deployed', purchaseDate: '2024-02-30' });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problems.map((problem) => describeImportProblem(problem))).toEqual([
      'line 9: asset tag is missing',
      'line 9: model is missing',
      'line 9: purchase date "2024-02-30" is not a date',
    ]);
  });

  it('refuses the whole batch when a tag or serial repeats, naming the first line', () => {
    const batch = readImportBatch([
      { ...row, serial: 'S1' },
      { ...row, line: 8, assetTag: 'lt-1', serial: 'S2' },
      { ...row, line: 9, assetTag: 'LT-3', serial: 's1' },
    ]);
    expect(!batch.ok && batch.problems.map(describeImportProblem)).toEqual(['line 8: asset tag lt-1 repeats line 7', 'line 9: serial s1 repeats line 7']);
  });

  it('keeps a device Snipe-IT deployed to a place, not a person, in stock where it is', () => {
    expect(readRow({ ...row, status: 'Deployed', location: 'Room Elbe' })).toMatchObject({ values: { status: 'in-stock', location: 'Room Elbe' } });
  });

  it('files an unknown category under other devices', () => {
    expect(readRow({ ...row, category: 'Coffee machines' })).toMatchObject({ values: { productType: 'other' } });
  });
});
