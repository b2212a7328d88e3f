import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { z } from 'zod';
import type { FootprintQuery, FootprintReport } from '../../../../contract/apps/insight/environmental-schemas';
import { pdfPrintable } from '../../../kernel';

export interface FootprintPrint {
  readonly organisationName: string;
  readonly at: Date;
  readonly query: z.output<typeof FootprintQuery>;
  readonly report: z.output<typeof FootprintReport>;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.42, 0.46);
const LINE_HEIGHT = 16;
const COLUMNS = { key: MARGIN, devices: 330, embedded: 440, yearly: A4.width - MARGIN };

const kg = (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 0 })} kg`;

/**
 * The environmental report as a PDF, in English as the portal's documents are: the filters, the key figures, the
 * tables by category, year (Scope 3 category 2), place and team, reuse, and the method with the data's attribution.
 */
export async function renderFootprintPdf({ organisationName, at, query, report }: FootprintPrint): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle('Environmental report');
  document.setAuthor(organisationName);
  document.setCreationDate(at);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = document.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const text = (value: string, x: number, options: { font?: PDFFont; size?: number; right?: boolean; colour?: typeof INK } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const printed = pdfPrintable(value, font);
    const width = font.widthOfTextAtSize(printed, size);
    page.drawText(printed, { x: options.right ? x - width : x, y, size, font, color: options.colour ?? INK });
  };
  const next = (height = LINE_HEIGHT) => {
    y -= height;
    if (y < MARGIN) {
      page = document.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
    }
  };

  text(organisationName, MARGIN, { font: bold, size: 14 });
  text('ENVIRONMENTAL REPORT', COLUMNS.yearly, { font: bold, size: 16, right: true });
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
    text(value, COLUMNS.yearly, { font: bold, right: true });
    next();
  }

  const table = (title: string, rows: z.output<typeof FootprintReport>['byCategory'], none: string) => {
    next(14);
    text(title, MARGIN, { font: bold, size: 12 });
    next(20);
    text('', MARGIN);
    text('Devices', COLUMNS.devices, { font: bold, right: true });
    text('Embedded (kg CO2e)', COLUMNS.embedded, { font: bold, right: true });
    text('Per year (kg CO2e)', COLUMNS.yearly, { font: bold, right: true });
    next();
    for (const row of rows) {
      text(row.key ?? none, COLUMNS.key);
      text(String(row.devices), COLUMNS.devices, { right: true });
      text(kg(row.embeddedKg), COLUMNS.embedded, { right: true });
      text(kg(row.yearlyKg), COLUMNS.yearly, { right: true });
      next();
    }
  };
  table('Purchases by year: GHG Protocol Scope 3, category 2 (capital goods)', report.scope3ByYear, 'Date unknown');
  table('By category', report.byCategory, 'Unknown');
  table('By location', report.byLocation, 'No location');
  table('By team', report.byTeam, 'No team');

  next(14);
  text('Method', MARGIN, { font: bold, size: 12 });
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
  return document.save();
}
