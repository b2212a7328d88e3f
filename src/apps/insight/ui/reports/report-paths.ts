import type { ReportQuery } from '../../application/ports/report-gateway';
import type { ReportKind } from '../../domain/reports/report-table';
import { INSIGHTS_CENTER_SLUG } from '../../domain/slug';

/** Insights Center's home: the gallery. */
export const REPORTS_HOME = `/apps/${INSIGHTS_CENTER_SLUG}`;

export const reportPath = (kind: ReportKind) => `${REPORTS_HOME}/report/${kind}`;

/** The report screen showing a report as a query names it (a saved report): its filters in the address, as the screen keeps them. */
export function reportHref({ kind, ...filters }: ReportQuery): string {
  const search = new URLSearchParams(Object.entries(filters).flatMap(([key, value]) => (value ? [[key, value]] : [])));
  return search.size > 0 ? `${reportPath(kind)}?${search}` : reportPath(kind);
}
