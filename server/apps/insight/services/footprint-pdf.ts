import type { z } from 'zod';
import type { FootprintQuery, FootprintReport } from '../../../../contract/apps/insight/environmental-schemas';
import { PDF_MARGIN as MARGIN, PDF_MUTED as MUTED, PDF_RIGHT, pdfWriter } from './pdf-writer';

export interface FootprintPrint {
  readonly organisationName: string;
  readonly at: Date;
  readonly query: z.output<typeof FootprintQuery>;
  readonly report: z.output<typeof FootprintReport>;
}

const COLUMNS = { devices: 330, embedded: 440, yearly: PDF_RIGHT };

const kg = (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 0 })} kg`;

/**
 * The environmental report as a PDF, in English as the portal's documents are: the filters, the key figures, the
 * tables by category, year (Scope 3 category 2), place and team, reuse, and the method with the data's attribution.
 */
export async function renderFootprintPdf({ organisationName, at, query, report }: FootprintPrint): Promise<Uint8Array> {
  const { text, next, table: writeTable, save } = await pdfWriter({ title: 'Environmental report', author: organisationName, at });

  text(organisationName, MARGIN, { bold: true, size: 14 });
  text('ENVIRONMENTAL REPORT', COLUMNS.yearly, { bold: true, size: 16, right: true });
  next(24);
  text(`Date: ${at.toISOString().slice(0, 10)}`, COLUMNS.yearly, { right: true });
  const filters = [
    query.fromYear !== undefined || query.toYear !== undefined ? `bought ${query.fromYear ?? '...'}-${query.toYear ?? '...'}` : null,
    query.productType ? `category ${query.productType}` : null,
    query.locationId ? `location ${report.options.locations.find((place) => place.id === query.locationId)?.name ?? query.locationId}` : null,
    query.team ? `team ${query.team}` : null,
  ].filter((part) => part !== null);
  text(`Devices: ${filters.length > 0 ? filters.join(', ') : 'the whole fleet'}`, MARGIN);
  next(28);

  const figures: [string, string][] = [
    ['Devices counted', String(report.devices)],
    ['Embedded emissions', `${kg(report.embeddedKg)} CO2e`],
    [`Yearly share (kept ${report.lifetimeYears} years)`, `${kg(report.yearlyKg)} CO2e`],
    [`Saved a year by keeping them ${report.lifetimeYears + 1} years`, `${kg(report.yearLongerSavingKg)} CO2e`],
    ['Avoided by reuse', `${kg(report.reuse.avoidedKg)} CO2e (${report.reuse.devices} devices)`],
    ['Footprint by model / category average / none', `${report.matched} / ${report.categoryAverage} / ${report.unmatched}`],
  ];
  for (const [label, value] of figures) {
    text(label, MARGIN, { colour: MUTED });
    text(value, COLUMNS.yearly, { bold: true, right: true });
    next();
  }

  const table = (title: string, rows: z.output<typeof FootprintReport>['byCategory'], none: string) =>
    writeTable({
      title,
      at: [COLUMNS.devices, COLUMNS.embedded, COLUMNS.yearly],
      headers: ['', 'Devices', 'Embedded (kg CO2e)', 'Per year (kg CO2e)'],
      rows: rows.map((row) => [row.key ?? none, String(row.devices), kg(row.embeddedKg), kg(row.yearlyKg)]),
    });
  table('Purchases by year: GHG Protocol Scope 3, category 2 (capital goods)', report.scope3ByYear, 'Date unknown');
  table('By category', report.byCategory, 'Unknown');
  table('By location', report.byLocation, 'No location');
  table('By team', report.byTeam, 'No team');

  next(14);
  text('Method', MARGIN, { bold: true, size: 12 });
  next(20);
  const method = [
    "Embedded emissions: each device's manufacturer footprint less its use phase, matched by model; a device whose",
    "model is not in the data counts at its category's average. Yearly share: embedded emissions divided by the years",
    `devices are kept. Avoided by reuse: factor table ${report.reuse.factorTable.version} (${report.reuse.factorTable.source.publisher}).`,
    `Footprint data: ${report.attribution}.`,
  ];
  for (const line of method) {
    text(line, MARGIN, { size: 9, colour: MUTED });
    next(13);
  }
  return save();
}
