import { describe, expect, it } from 'vitest';
import { CURRENT_FACTOR_TABLE } from '../../../../domain/environment/emission-factors';
import { fleetFootprint, yearLongerSaving, yearlyShare, type FootprintDevice } from '../fleet-footprint';
import { footprintCatalogue, matchFootprint, modelKey, type FootprintRow } from '../footprint-catalogue';
import { footprintCsv } from '../footprint-csv';

/** Rows of boavizta-data-us.csv as they are (manufacturer, name, subcategory, gwp_total, gwp_use_ratio). */
const REAL_ROWS: readonly FootprintRow[] = [
  ['Apple', '13-inch MacBook Air (M1 CPU) 256GB - 2020', 'Laptop', '161', '0.1500'],
  ['Apple', '13-inch MacBook Air (M1 CPU) 512GB - 2020', 'Laptop', '181', '0.1500'],
  ['Apple', 'MacBook Air (M2 2022) with 256GB', 'Laptop', '147.0', '0.22'],
  ['Dell', 'Latitude 7430', 'Laptop', '286.0', '0.119'],
  ['Dell', 'Latitude 7430 2-in-1', 'Laptop', '359.0', '0.095'],
  ['Dell', 'P2422H Monitor', 'Monitor', '481.0', '0.231'],
  ['Google', 'Pixel 7', 'Smartphone', '70.0', '0.12'],
  ['HP', 'Z25xs G3', 'Monitor', '695.0', ''],
  ['Seagate', 'Exos X16', 'Hard drive', '27', ''],
].map(([manufacturer, name, subcategory, gwp_total, gwp_use_ratio]) => ({ manufacturer: manufacturer!, name: name!, subcategory: subcategory!, gwp_total: gwp_total!, gwp_use_ratio: gwp_use_ratio! }));

const catalogue = footprintCatalogue(REAL_ROWS);

const device = (overrides: Partial<FootprintDevice> = {}): FootprintDevice => ({
  assetId: 'a1',
  assetTag: 'LAP-1',
  manufacturer: 'Dell',
  model: 'Latitude 7430',
  productType: 'laptop',
  purchaseDate: '2024-03-01',
  locationId: null,
  location: null,
  team: null,
  reuse: null,
  ...overrides,
});

describe("a model's name as it is compared", () => {
  it('ignores case, punctuation, years, storage sizes and the kind of device', () => {
    expect(modelKey('Apple', 'MacBook Air (M2, 2022) 512 GB')).toBe(modelKey('Apple', 'MacBook Air (M2 2022) with 256GB'));
    expect(modelKey('Apple', '13-inch MacBook Air (M1 CPU) 256GB - 2020')).toBe(modelKey('apple inc.', '13-inch macbook air (M1 CPU) 1TB'));
    expect(modelKey('Dell', 'P2422H Monitor')).toBe(modelKey('DELL', 'p2422h'));
    expect(modelKey('Dell', 'Latitude 7430')).toBe(modelKey('Dell Inc.', 'Dell Latitude 7430'));
    // The model number stays: a 7430 is not a 5430, nor the 2-in-1.
    expect(modelKey('Dell', 'Latitude 7430')).not.toBe(modelKey('Dell', 'Latitude 5430'));
    expect(modelKey('Dell', 'Latitude 7430')).not.toBe(modelKey('Dell', 'Latitude 7430 2-in-1'));
  });
});

describe('the footprint catalogue', () => {
  it('keeps fleet categories only, embedded emissions being the total less its use share', () => {
    expect(catalogue.models).toHaveLength(8);
    const latitude = catalogue.models.find((model) => model.name === 'Latitude 7430')!;
    expect(latitude.embeddedKg).toBeCloseTo(286 * (1 - 0.119));
    // No use share in the report: the category's mean share (the other monitor's) stands in.
    const z25 = catalogue.models.find((model) => model.name === 'Z25xs G3')!;
    expect(z25.embeddedKg).toBeCloseTo(695 * (1 - 0.231));
  });

  it("matches an asset's model to its rows, variants averaged", () => {
    const air = matchFootprint(catalogue, { manufacturer: 'Apple', model: '13-inch MacBook Air (M1 CPU)', productType: 'laptop' });
    expect(air.basis).toBe('model');
    expect(air.embeddedKg).toBeCloseTo(((161 + 181) / 2) * 0.85);
    expect(air.matchedName).toBe('Apple 13-inch MacBook Air (M1 CPU) 256GB - 2020');
    expect(matchFootprint(catalogue, { manufacturer: null, model: 'Google Pixel 7', productType: 'phone' }).basis).toBe('model');
    expect(matchFootprint(catalogue, { manufacturer: null, model: 'Pixel 7', productType: 'phone' }).basis).toBe('model');
  });

  it("falls back to its category's average, flagged, and to nothing for a category without rows", () => {
    const unknown = matchFootprint(catalogue, { manufacturer: 'Acme', model: 'Brick 9000', productType: 'laptop' });
    expect(unknown.basis).toBe('category-average');
    const laptops = catalogue.models.filter((model) => model.category === 'laptop');
    expect(unknown.embeddedKg).toBeCloseTo(laptops.reduce((sum, model) => sum + model.embeddedKg, 0) / laptops.length);
    expect(unknown.matchedName).toBeNull();
    expect(matchFootprint(catalogue, { manufacturer: 'Acme', model: 'Desk lamp', productType: 'other' })).toEqual({ basis: 'none', embeddedKg: 0, matchedName: null });
  });
});

describe('the yearly share and a year longer', () => {
  it('spreads the footprint over the years kept; a fifth of the yearly share is saved from 4 to 5 years', () => {
    expect(yearlyShare(400, 4)).toBe(100);
    expect(yearLongerSaving(400, 4)).toBeCloseTo(20);
    expect(yearLongerSaving(400, 4)).toBeCloseTo(yearlyShare(400, 4) / 5);
    expect(yearLongerSaving(300, 2)).toBeCloseTo(50);
  });
});

describe("the fleet's report", () => {
  const fleet = [
    device({ assetId: 'a1', purchaseDate: '2023-05-01', location: 'Berlin', locationId: 'berlin', team: 'Sales' }),
    device({ assetId: 'a2', model: 'Brick 9000', manufacturer: 'Acme', purchaseDate: '2024-01-10', location: 'Paris', locationId: 'paris', team: 'Sales' }),
    device({ assetId: 'a3', model: 'P2422H Monitor', productType: 'monitor', purchaseDate: '2024-06-01', location: 'Berlin', locationId: 'berlin', team: 'Ops', reuse: 'refurbished' }),
    device({ assetId: 'a4', model: 'Pixel 7', manufacturer: 'Google', productType: 'phone', purchaseDate: null, reuse: 'bought-back' }),
    device({ assetId: 'a5', model: 'Latitude 7430', productType: 'desktop', reuse: 'sold', purchaseDate: '2024-02-02' }),
  ];

  it('adds up embedded, yearly and year-longer figures, counting how each footprint was found', () => {
    const report = fleetFootprint(fleet, catalogue, { lifetimeYears: 4 });
    expect(report.devices).toBe(5);
    expect(report.matched).toBe(4);
    expect(report.categoryAverage).toBe(1);
    expect(report.items.find((item) => item.assetId === 'a2')!.basis).toBe('category-average');
    const total = report.items.reduce((sum, item) => sum + item.embeddedKg, 0);
    expect(report.embeddedKg).toBeCloseTo(total);
    expect(report.yearlyKg).toBeCloseTo(total / 4);
    expect(report.yearLongerSavingKg).toBeCloseTo(total / 4 / 5);
  });

  it('counts what reuse avoided at the factor table Loop uses, a category without a figure as uncounted', () => {
    const report = fleetFootprint(fleet, catalogue, { lifetimeYears: 4 });
    const { monitor, smartphone } = CURRENT_FACTOR_TABLE.factors;
    expect(report.reuse.devices).toBe(3);
    expect(report.reuse.avoidedKg).toBeCloseTo((monitor!.manufacturingG + monitor!.distributionG + smartphone!.manufacturingG + smartphone!.distributionG) / 1000);
    // The desktop has no figure in the table.
    expect(report.reuse.uncounted).toBe(1);
    expect(report.reuse.factorTable.version).toBe(CURRENT_FACTOR_TABLE.version);
  });

  it('puts purchases under their year as Scope 3 category 2, oldest first and undated last', () => {
    const report = fleetFootprint(fleet, catalogue, { lifetimeYears: 4 });
    expect(report.scope3ByYear.map((year) => [year.key, year.devices])).toEqual([
      ['2023', 1],
      ['2024', 3],
      [null, 1],
    ]);
    const of2024 = report.items.filter((item) => item.purchaseDate?.startsWith('2024'));
    expect(report.scope3ByYear[1]!.embeddedKg).toBeCloseTo(of2024.reduce((sum, item) => sum + item.embeddedKg, 0));
  });

  it('keeps only the devices of the period, category, location and team asked for', () => {
    expect(fleetFootprint(fleet, catalogue, { lifetimeYears: 4, filter: { fromYear: 2024 } }).devices).toBe(3);
    expect(fleetFootprint(fleet, catalogue, { lifetimeYears: 4, filter: { toYear: 2023 } }).devices).toBe(1);
    expect(fleetFootprint(fleet, catalogue, { lifetimeYears: 4, filter: { productType: 'monitor' } }).devices).toBe(1);
    expect(fleetFootprint(fleet, catalogue, { lifetimeYears: 4, filter: { locationId: 'berlin' } }).byLocation).toEqual([expect.objectContaining({ key: 'Berlin', devices: 2 })]);
    const sales = fleetFootprint(fleet, catalogue, { lifetimeYears: 4, filter: { team: 'Sales' } });
    expect(sales.byTeam.map((team) => team.key)).toEqual(['Sales']);
    expect(sales.devices).toBe(2);
  });
});

describe("the report's CSV", () => {
  it('carries the key figures, Scope 3 by year and every device with the basis of its footprint', () => {
    const report = fleetFootprint([device(), device({ assetId: 'a2', assetTag: 'LAP-2', model: 'Brick 9000', manufacturer: 'Acme', purchaseDate: null })], catalogue, { lifetimeYears: 4 });
    const lines = footprintCsv({ ...report, attribution: 'Boavizta environmental footprint data, ODbL 1.0' }).split('\r\n');
    expect(lines).toContain('Footprint data,"Boavizta environmental footprint data, ODbL 1.0"');
    expect(lines).toContain(`2024,1,${(286 * (1 - 0.119)).toFixed(1)}`);
    expect(lines).toContain(`unknown,1,${report.items[1]!.embeddedKg.toFixed(1)}`);
    expect(lines.find((line) => line.startsWith('LAP-2,'))).toContain(',category-average,,');
  });
});
