import { REPORT_KINDS, type ReportKind } from './report-table';

/** The gallery's groups, in the order the gallery shows them; each report belongs to one. */
export const REPORT_GROUPS = ['fleet', 'spend', 'service-desk', 'campaigns', 'emissions'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** A filter a report takes besides its period. */
export type ReportFilter = 'productType' | 'locationId';

export interface ReportShape {
  readonly group: ReportGroup;
  /** A line for a series in time (months), bars for groups side by side. */
  readonly chart: 'bar' | 'line';
  /** What its period narrows: the fleet by purchase date, spend by month, tickets and campaigns by when they began. */
  readonly filters: readonly ReportFilter[];
}

const FLEET: ReportShape = { group: 'fleet', chart: 'bar', filters: ['productType', 'locationId'] };

/** How each report is shown, and the filters besides the period that the server's report service applies to it. */
export const REPORT_SHAPES: Readonly<Record<ReportKind, ReportShape>> = {
  'fleet-status': FLEET,
  'fleet-age': FLEET,
  'fleet-location': FLEET,
  'fleet-book-value': FLEET,
  'spend-month': { group: 'spend', chart: 'line', filters: [] },
  'tickets-sla': { group: 'service-desk', chart: 'bar', filters: [] },
  'tickets-team': { group: 'service-desk', chart: 'bar', filters: [] },
  'campaign-progress': { group: 'campaigns', chart: 'bar', filters: [] },
  'emissions-year': { group: 'emissions', chart: 'bar', filters: ['productType', 'locationId'] },
};

/** The kinds of each group, in REPORT_KINDS' order. */
export function reportsByGroup(): readonly { readonly group: ReportGroup; readonly kinds: readonly ReportKind[] }[] {
  return REPORT_GROUPS.map((group) => ({ group, kinds: REPORT_KINDS.filter((kind) => REPORT_SHAPES[kind].group === group) }));
}

/** A kind named in an address, or null when it names none (an old or mistyped link). */
export function reportKindOf(text: string | undefined): ReportKind | null {
  return (REPORT_KINDS as readonly string[]).includes(text ?? '') ? (text as ReportKind) : null;
}
