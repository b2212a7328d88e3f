import { toCsv } from '../../../domain/csv/csv-text';
import type { CreditReport } from './loop-credit';
import { SANITISATION_STANDARD, type LoopDeviceFacts, type LoopDeviceType } from './loop-device';

/** Grams as kilograms with one decimal, as the factor table's source prints them. */
const kilograms = (grams: number) => (grams / 1000).toFixed(1);

/** A device as the report lists it: its facts, and when it left (an ISO timestamp). */
export interface CreditCsvDevice extends LoopDeviceFacts {
  readonly serial: string;
  readonly type: LoopDeviceType;
  readonly releasedAt: string | null;
}

const deviceColumns = [
  ['Serial', (d) => d.serial],
  ['Type', (d) => d.type],
  ['Grade', (d) => d.grade],
  ['Disposition', (d) => d.disposition],
  ['Recycler', (d) => d.recycler?.name ?? null],
  ['Recycler certification', (d) => d.recycler?.certification ?? null],
  ['Recycler certificate', (d) => d.recycler?.certificateId ?? null],
  [`Sanitisation (${SANITISATION_STANDARD})`, (d) => d.sanitisation?.method ?? null],
  ['Sanitised on', (d) => d.sanitisation?.performedOn ?? null],
  ['Sanitised by', (d) => d.sanitisation?.operator ?? null],
  ['Sanitisation certificate', (d) => d.sanitisation?.certificateRef ?? null],
  ['Left on', (d) => d.releasedAt],
] as const satisfies readonly (readonly [string, (device: CreditCsvDevice) => string | null])[];

/**
 * The report as a spreadsheet opens it: first what was counted and how (method, table version and source), then the
 * credit per type, then every device with its recycler and sanitisation record.
 */
export function creditCsv(report: CreditReport, devices: readonly CreditCsvDevice[]): string {
  const summary = toCsv(
    ['Environmental credit', ''],
    [
      ['Method', report.method],
      ['Factor table version', report.table.version],
      ['Source', `${report.table.source.publisher}: ${report.table.source.title} (${report.table.source.url})`],
      ['Scope', report.table.scope],
      ['Reused devices (refurbish, resell)', report.reused],
      ['Recycled devices (no avoided manufacturing)', report.recycled],
      ['Devices without a disposition', report.undecided],
      ['Reused devices without a factor (not counted)', report.uncounted],
      ['Avoided manufacturing, kg CO2e', kilograms(report.avoidedManufacturingG)],
      ['Avoided distribution, kg CO2e', kilograms(report.avoidedDistributionG)],
      ['Avoided in total, kg CO2e', kilograms(report.avoidedG)],
    ],
  );
  const byType = toCsv(
    ['Type', 'Reused', 'Recycled', 'Avoided kg CO2e', 'Factor in table'],
    report.lines.map((line) => [line.type, line.reused, line.recycled, kilograms(line.avoidedG), line.hasFactor ? 'yes' : 'no']),
  );
  const list = toCsv(
    deviceColumns.map(([title]) => title),
    devices.map((device) => deviceColumns.map(([, value]) => value(device))),
  );
  return [summary, byType, list].join('\r\n');
}
