import type { ReportKind } from '../../domain/reports/report-table';
import { INSIGHTS_CENTER_SLUG } from '../../domain/slug';

/** Insights Center's home: the gallery. */
export const REPORTS_HOME = `/apps/${INSIGHTS_CENTER_SLUG}`;

export const reportPath = (kind: ReportKind) => `${REPORTS_HOME}/report/${kind}`;
