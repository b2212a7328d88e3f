import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsvText } from '../../../../adapters/imports/papaparse-csv';
import { suggestKind, suggestMapping, type ImportKind } from '../import-fields';
import { findHolder, holderIndex } from '../import-holders';
import { planImport, previewImport, suggestSetup, type ImportPlan } from '../import-plan';
import type { ImportOptions } from '../import-row-reading';
import { reportCsv, type ImportReport } from '../import-report';
import { readImportDay, slashOrderOf } from '../import-slash-dates';
import { statusChoicesOf } from '../import-statuses';
import { snipeItFixture, type SnipeItFixture } from '../../../../../tests/fixtures/snipe-it/snipe-it-fixtures';

/** A file planned the way the screen first suggests it: its kind, its columns, its date order and its statuses. */
function planned<K extends ImportKind>(text: string, kind: K, options: ImportOptions = {}) {
  const table = parseCsvText(text);
  const suggested = suggestSetup(table, kind);
  const setup = { ...suggested, options: { ...suggested.options, ...options } };
  const plan = planImport(table, setup) as ImportPlan<K>;
  if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
  return { table, setup, rows: plan.rows };
}
const fixture = (name: SnipeItFixture) => snipeItFixture(name);

describe('dates as Snipe-IT writes them', () => {
  it('reads two- and four-digit years in either slash order, with PHP’s century for two digits', () => {
    expect(readImportDay('1/23/23')).toEqual({ day: '2023-01-23', ambiguous: false });
    expect(readImportDay('10/27/28')).toEqual({ day: '2028-10-27', ambiguous: false });
    expect(readImportDay('23/1/23', 'day-first')).toEqual({ day: '2023-01-23', ambiguous: false });
    expect(readImportDay('02/26/2016')).toEqual({ day: '2016-02-26', ambiguous: false });
    expect(readImportDay('6/30/99')).toEqual({ day: '1999-06-30', ambiguous: false });
    expect(readImportDay('4/5/69')?.day).toBe('2069-04-05');
    expect(readImportDay('2022-03-18')).toEqual({ day: '2022-03-18', ambiguous: false });
    expect(readImportDay('1/23/23', 'day-first')).toBeNull();
    expect(readImportDay('2/30/23')).toBeNull();
  });

  it('says when a date reads as two different days, and never when both parts are the same', () => {
    expect(readImportDay('4/5/16')).toEqual({ day: '2016-04-05', ambiguous: true });
    expect(readImportDay('4/5/16', 'day-first')).toEqual({ day: '2016-05-04', ambiguous: true });
    expect(readImportDay('5/5/16')).toEqual({ day: '2016-05-05', ambiguous: false });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }), (a, b, year) => {
        const text = `${a}/${b}/${String(year).padStart(2, '0')}`;
        expect(readImportDay(text)!.ambiguous).toBe(a !== b);
        expect(readImportDay(text, 'day-first')!.day.split('-').reverse().slice(0, 2).map(Number)).toEqual([a, b]);
      }),
    );
  });

  it('takes the order from the first date that settles it, else guesses month first and says so', () => {
    expect(slashOrderOf(['4/5/16', '1/23/23'])).toEqual({ order: 'month-first', settled: true });
    expect(slashOrderOf(['4/5/16', '23/01/2023'])).toEqual({ order: 'day-first', settled: true });
    expect(slashOrderOf(['4/5/16', '2023-01-23', ''])).toEqual({ order: 'month-first', settled: false });
  });

  it('spells out the reading of an ambiguous date in the preview, and sends its row to review while the order is a guess', () => {
    const text = 'Asset Tag,Model,Purchase Date\nA-1,T14,4/5/16\nA-2,T14,5/5/16\n';
    const guessed = planned(text, 'assets');
    expect(guessed.rows.map((row) => row.review)).toEqual([[{ code: 'ambiguous-date', field: 'purchaseDate', params: { value: '4/5/16', day: '2016-04-05', other: '2016-05-04' } }], []]);
    expect(previewImport(guessed.table, guessed.setup, 1)[0]!.dates).toEqual([{ field: 'purchaseDate', value: '4/5/16', day: '2016-04-05', other: '2016-05-04' }]);
    const confirmed = planned(text, 'assets', { slashDateOrder: 'day-first', dateOrderSettled: true });
    expect(confirmed.rows.map(({ row, review }) => [row.purchaseDate, review])).toEqual([['2016-05-04', []], ['2016-05-05', []]]);
  });
});

describe("Snipe-IT's asset sample, with a BOM and CR-only line ends", () => {
  const { rows, table } = planned(fixture('assets-sample'), 'assets');
  const byTag = Object.fromEntries(rows.map(({ row }) => [row.assetTag, row]));

  it('reads every line, with M/D/YY dates settling month first, and nothing for review', () => {
    expect(table.header!.cells[0]).toBe('Company');
    expect(rows.map(({ row }) => [row.line, row.assetTag])).toEqual([2, 3, 4, 5, 6, 7, 8].map((line) => [line, `SNP-000${line - 1}`]));
    expect(rows.every(({ review }) => review.length === 0)).toBe(true);
  });

  it('reads quoted models with inch marks, blank cells as nothing, and money with either decimal mark', () => {
    expect(byTag['SNP-0001']).toMatchObject({ model: 'Macbook Pro 13"', purchaseDate: '2023-01-23', purchaseCostCents: 226613, supplier: 'Kunde, Doyle and Kozey' });
    expect(byTag['SNP-0002']!.purchaseCostCents).toBe(129294);
    expect(byTag['SNP-0003']).toMatchObject({ model: 'UltraSharp 27"', purchaseCostCents: 230071 });
    expect(byTag['SNP-0005']).toMatchObject({ serial: null, manufacturer: null, location: null, purchaseDate: null, purchaseCostCents: null, holder: null, notes: null });
  });

  it('maps statuses and status types, and a user checkout makes a deployable device deployed', () => {
    expect(Object.fromEntries(rows.map(({ row }) => [row.assetTag, row.status]))).toEqual({
      'SNP-0001': 'deployed',
      'SNP-0002': 'deployed',
      'SNP-0003': 'in-stock',
      'SNP-0004': 'in-repair',
      'SNP-0005': 'in-stock',
      'SNP-0006': 'deployed',
      'SNP-0007': 'retired',
    });
    expect(statusChoicesOf(['Ready to Deploy', 'Undeployable', 'undeployable', 'Pending', 'Archived', 'With courier'])).toEqual({
      'Ready to Deploy': 'in-stock',
      Undeployable: 'in-repair',
      Pending: 'in-stock',
      Archived: 'retired',
      'With courier': 'review',
    });
  });

  it('reads Checkout Type: a user by username, names or address, a location as where the device is', () => {
    expect(byTag['SNP-0001']!.holder).toEqual({ username: 'gmccrackem2a', email: 'gmccrackem2a@bing.com', name: 'Gage McCrackem' });
    expect(byTag['SNP-0002']!.holder).toEqual({ username: 'rtenant0', email: null, name: null });
    expect(byTag['SNP-0003']).toMatchObject({ holder: null, location: 'Pacocha-Kiehn' });
    expect(byTag['SNP-0006']!.holder).toEqual({ username: null, email: null, name: 'Kenneth Lefeuvre' });
  });

  it('keeps EOL, warranty months as the day the warranty ends, and custom fields', () => {
    expect(byTag['SNP-0001']).toMatchObject({ endOfLife: '2028-10-27', warrantyEnd: '2026-01-23' });
    expect(byTag['SNP-0004']).toMatchObject({ endOfLife: '2021-04-05', warrantyEnd: '2017-04-05' });
    expect(byTag['SNP-0001']!.customFields).toEqual({ RAM: '16 GB', Name: 'Backhoe', 'Model number': '1786VM80X07' });
  });

  it('offers the columns no field took as custom fields, ticking only Snipe-IT’s “Custom:” ones', () => {
    const suggestion = suggestMapping(table.header!.cells, 'assets');
    expect(suggestion.unmappedColumns.map((column) => table.header!.cells[column])).toEqual(['Company', 'Model Notes', 'Custom: RAM']);
    expect(suggestion.customColumns.map((column) => table.header!.cells[column])).toEqual(['Custom: RAM']);
  });
});

describe('the other files Snipe-IT users have', () => {
  it('tells the kind of a file from its header', () => {
    const kinds = (['assets-sample', 'users-sample', 'licenses-sample', 'accessories-sample', 'locations-sample', 'assets-export'] as const).map((name) =>
      suggestKind(parseCsvText(fixture(name)).header!.cells),
    );
    expect(kinds).toEqual(['assets', 'people', 'licences', 'accessories', 'locations', 'assets']);
  });

  it('takes a header it cannot read at all for assets, whose columns the person then picks', () => {
    expect(suggestKind(['Inventar', 'Gerät', 'Kategorie'])).toBe('assets');
  });

  it('reads people with their usernames', () => {
    expect(planned(fixture('users-sample'), 'people').rows.map(({ row }) => row)).toEqual([
      { line: 2, email: 'rtenant0@istockphoto.com', name: 'Reagen Tenant', username: 'rtenant0', employeeNumber: null, jobTitle: 'Nurse Practicioner', location: "Braun, Ullrich and O'Hara" },
      { line: 3, email: 'klefeuvre1@woothemes.com', name: 'Kenneth Lefeuvre', username: 'klefeuvre1', employeeNumber: null, jobTitle: 'Senior Quality Engineer', location: 'Mueller LLC' },
      { line: 4, email: 'gmccrackem2a@bing.com', name: 'Gage McCrackem', username: 'gmccrackem2a', employeeNumber: '1042', jobTitle: 'Web Developer I', location: 'Lindgren-Marquardt' },
    ]);
  });

  it('reads licences line by line, each naming its seat’s holder, not whom it is licensed to', () => {
    const rows = planned(fixture('licenses-sample'), 'licences').rows.map(({ row }) => row);
    expect(rows[0]).toEqual({
      line: 2,
      name: 'Office 365 E3',
      licenceKey: '4c2713a1-5b73-4ecb-b2e9-62bf0ff57165',
      publisher: 'Microsoft',
      category: 'Productivity',
      seats: 5,
      expiresOn: '2027-02-26',
      costCents: 1258,
      supplier: 'Treutel Inc',
      notes: 'Cras mi pede, malesuada in.',
      holder: { username: 'rtenant0', email: null, name: 'Reagen Tenant' },
    });
    expect(rows.map((row) => [row.seats, row.costCents, row.holder?.name ?? null])).toEqual([
      [5, 1258, 'Reagen Tenant'],
      [5, 1258, 'Gage McCrackem'],
      [2, 109900, 'Nora Nobody'],
      [25, 875, null],
    ]);
  });

  it('reads accessories with their quantities, and locations with their addresses', () => {
    expect(planned(fixture('accessories-sample'), 'accessories').rows.map(({ row }) => [row.name, row.quantity, row.lowStockThreshold, row.costCents])).toEqual([
      ['USB-C Charger 65W', 61, 10, 7396],
      ['Magic Mouse', 17, 5, 527],
      ['Monitor Arm 27"', 14, null, 5751],
    ]);
    expect(planned(fixture('locations-sample'), 'locations').rows[1]!.row).toEqual({
      line: 3, name: 'Airdrie', address: '14 Summer Ridge Court', address2: '306 Buhler Parkway', city: 'Poniatowa', state: 'AB', country: 'CA', zip: 'T4B',
      parent: null, manager: 'Clementina Van Halen', currency: 'CAD',
    });
  });

  it('refuses a quantity that is no whole number and an address that is none, with their lines', () => {
    const table = parseCsvText('Name,QTY\nDock,many\n');
    expect(planImport(table, { kind: 'accessories', mapping: suggestMapping(table.header!.cells, 'accessories').mapping })).toEqual({
      ok: false,
      problems: [{ line: 2, field: 'quantity', code: 'invalid-count', params: { value: 'many' } }],
    });
    const people = parseCsvText('Email,Username\nnot-an-address,x\n');
    expect(planImport(people, { kind: 'people', mapping: suggestMapping(people.header!.cells, 'people').mapping })).toMatchObject({ ok: false, problems: [{ line: 2, code: 'invalid-email' }] });
  });
});

describe('finding holders', () => {
  const index = holderIndex([
    { id: 'reagen', email: 'rtenant0@istockphoto.com', name: 'Reagen Tenant', username: 'rtenant0' },
    { id: 'kenneth', email: 'kenneth@acme.test', name: 'Kenneth Lefeuvre', username: null },
    { id: 'ken2', email: 'k.lefeuvre@acme.test', name: 'kenneth  lefeuvre', username: null },
  ]);

  it('finds a person by address, username (or their address’s local part) or name, and says when a name fits two', () => {
    expect(findHolder(index, { username: null, email: 'RTENANT0@istockphoto.com', name: null })).toEqual({ found: 'one', id: 'reagen' });
    expect(findHolder(index, { username: 'rtenant0', email: null, name: null })).toEqual({ found: 'one', id: 'reagen' });
    expect(findHolder(index, { username: 'kenneth', email: null, name: null })).toEqual({ found: 'one', id: 'kenneth' });
    expect(findHolder(index, { username: null, email: null, name: 'Reagen Tenant' })).toEqual({ found: 'one', id: 'reagen' });
    expect(findHolder(index, { username: null, email: null, name: 'Kenneth Lefeuvre' })).toEqual({ found: 'many', ids: ['kenneth', 'ken2'] });
    expect(findHolder(index, { username: 'nobody', email: 'nobody@acme.test', name: 'No Body' })).toEqual({ found: 'none' });
  });
});

describe('the migration report', () => {
  it('is a CSV of every line in file order, in the words it is given', () => {
    const report: ImportReport = {
      batchId: 'b',
      kind: 'assets',
      created: 2,
      matched: 0,
      waiting: 1,
      places: null,
      lines: [
        { line: 3, outcome: 'waiting', reason: 'holder-unknown', label: 'SNP-0002', detail: 'rtenant0' },
        { line: 2, outcome: 'created', reason: 'new', label: 'SNP-0001', detail: null },
      ],
    };
    const csv = reportCsv(report, { header: ['Line', 'Outcome', 'Record', 'Reason'], outcome: (outcome) => outcome.toUpperCase(), reason: (line) => `${line.reason}: ${line.detail ?? ''}` });
    expect(csv).toBe('Line,Outcome,Record,Reason\r\n2,CREATED,SNP-0001,new: \r\n3,WAITING,SNP-0002,holder-unknown: rtenant0\r\n');
  });
});
