import { describe, expect, it } from 'vitest';
import { parseCsvText } from '../../../../adapters/imports/papaparse-csv';
import { suggestMapping } from '../import-fields';
import { applyMapping } from '../import-rows';
import { snipeItFixture } from '../../../../../tests/fixtures/snipe-it/snipe-it-fixtures';

describe('suggesting a column mapping', () => {
  it("maps Snipe-IT's asset export by its headers and leaves its other columns alone", () => {
    const header = parseCsvText(snipeItFixture('assets-export')).header!.cells;
    const suggestion = suggestMapping(header);
    const columnOf = (name: string) => header.indexOf(name);
    expect(suggestion.mapping).toEqual({
      assetTag: columnOf('Asset Tag'),
      serial: columnOf('Serial'),
      model: columnOf('Model'),
      manufacturer: columnOf('Manufacturer'),
      category: columnOf('Category'),
      status: columnOf('Status'),
      fullName: columnOf('Checked Out To'),
      name: columnOf('Asset Name'),
      modelNumber: columnOf('Model No.'),
      warrantyEnd: columnOf('Warranty Expires'),
      location: columnOf('Location'),
      purchaseDate: columnOf('Purchase Date'),
      purchaseCost: columnOf('Purchase Cost'),
      warrantyMonths: columnOf('Warranty'),
      notes: columnOf('Notes'),
    });
    expect(suggestion.unmappedColumns.map((column) => header[column])).toEqual(['ID', 'Company', 'Default Location']);
    expect(suggestion).toMatchObject({ recognised: true, missingRequired: [] });
  });

  it("maps Snipe-IT's import template, whatever the case, spacing and punctuation", () => {
    const header = [' FULL NAME', 'email', 'Item Name', 'category', 'Model name', 'Manufacturer', 'Model Number', 'Serial number', 'asset_tag', 'LOCATION', 'Notes ', 'purchase-date', 'Purchase Cost', 'Company', 'Status', 'Warranty Months'];
    expect(suggestMapping(header).mapping).toEqual({
      fullName: 0,
      email: 1,
      name: 2,
      category: 3,
      model: 4,
      manufacturer: 5,
      modelNumber: 6,
      serial: 7,
      assetTag: 8,
      location: 9,
      notes: 10,
      purchaseDate: 11,
      purchaseCost: 12,
      status: 14,
      warrantyMonths: 15,
    });
  });

  it('gives each column to one field, the best alias winning over a weaker one of another field', () => {
    // "Tag" is the asset tag's second alias; "Asset Tag" its first. "Cost" and "Price" are both cost aliases.
    const { mapping, unmappedColumns } = suggestMapping(['Tag', 'Asset Tag', 'Price', 'Cost']);
    expect(mapping).toEqual({ assetTag: 1, purchaseCost: 3 });
    expect(unmappedColumns).toEqual([0, 2]);
  });

  it('says when the header is not one it knows and the asset tag has no column', () => {
    expect(suggestMapping(['Gerät', 'Seriennummer'])).toEqual({
      mapping: {},
      unmappedColumns: [0, 1],
      customColumns: [],
      missingRequired: ['assetTag', 'model'],
      recognised: false,
    });
  });
});

describe('applying a mapping', () => {
  it('gives each field its trimmed cell, leaves blank and unmapped cells out and keeps the line', () => {
    const rows = applyMapping(
      [
        { line: 2, cells: [' LT-1 ', '', 'Dell'] },
        { line: 4, cells: ['LT-2'] },
      ],
      { assetTag: 0, serial: 1, manufacturer: 2 },
    );
    expect(rows).toEqual([
      { line: 2, values: { assetTag: 'LT-1', manufacturer: 'Dell' }, custom: {} },
      { line: 4, values: { assetTag: 'LT-2' }, custom: {} },
    ]);
  });
});
