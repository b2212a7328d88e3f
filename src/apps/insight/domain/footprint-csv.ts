import { toCsv } from '../../../domain/csv/csv-text';
import type { DeviceFootprint, FleetFootprintReport, FootprintGroup } from './fleet-footprint';

/** Kilograms with one decimal, as a spreadsheet reads them. */
const kilograms = (kg: number) => kg.toFixed(1);

const deviceColumns = [
  ['Asset tag', (d) => d.assetTag],
  ['Manufacturer', (d) => d.manufacturer],
  ['Model', (d) => d.model],
  ['Category', (d) => d.productType],
  ['Purchased', (d) => d.purchaseDate],
  ['Location', (d) => d.location],
  ['Team', (d) => d.team],
  ['Footprint basis', (d) => d.basis],
  ['Matched model', (d) => d.matchedName],
  ['Embedded kg CO2e', (d) => kilograms(d.embeddedKg)],
  ['Yearly kg CO2e', (d) => kilograms(d.yearlyKg)],
  ['Reuse', (d) => d.reuse],
  ['Avoided kg CO2e', (d) => kilograms(d.avoidedKg)],
] as const satisfies readonly (readonly [string, (device: DeviceFootprint) => string | null])[];

/**
 * The report as a spreadsheet opens it: the key figures and how they were found (lifetime, factor table, data
 * attribution), purchases by year as Scope 3 category 2, then every device with its footprint and the basis of it.
 */
export function footprintCsv(report: FleetFootprintReport & { readonly attribution: string }): string {
  const summary = toCsv(
    ['Environmental report', ''],
    [
      ['Devices', report.devices],
      ['Embedded kg CO2e', kilograms(report.embeddedKg)],
      ['Years kept', report.lifetimeYears],
      ['Yearly kg CO2e', kilograms(report.yearlyKg)],
      ['Saved a year by keeping devices a year longer, kg CO2e', kilograms(report.yearLongerSavingKg)],
      ['Avoided by reuse, kg CO2e', kilograms(report.reuse.avoidedKg)],
      ['Footprint by model / category average / none', `${report.matched} / ${report.categoryAverage} / ${report.unmatched}`],
      ['Factor table version', report.reuse.factorTable.version],
      ['Footprint data', report.attribution],
    ],
  );
  const years = toCsv(
    ['Scope 3 category 2 (capital goods): year bought', 'Devices', 'Embedded kg CO2e'],
    report.scope3ByYear.map((year: FootprintGroup) => [year.key ?? 'unknown', year.devices, kilograms(year.embeddedKg)]),
  );
  const devices = toCsv(
    deviceColumns.map(([header]) => header),
    report.items.map((device) => deviceColumns.map(([, cell]) => cell(device))),
  );
  return `${summary}\r\n${years}\r\n${devices}`;
}
