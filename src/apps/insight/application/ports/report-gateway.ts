import type { ReportKind, ReportTable } from '../../domain/reports/report-table';

/** Which report, over which period (days, both inclusive) and, where it takes them, which product type and place. */
export interface ReportQuery {
  readonly kind: ReportKind;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly productType?: string | undefined;
  readonly locationId?: string | undefined;
}

/** A report's answer: its table, whether its row keys are the portal's words, and what its filters offer. */
export interface ReportAnswer {
  readonly table: ReportTable;
  readonly translatedKeys: boolean;
  readonly options: {
    readonly locations: readonly { readonly id: string; readonly name: string }[];
    readonly productTypes: readonly string[];
  };
}

export interface ReportFile {
  readonly filename: string;
  readonly bytes: Uint8Array;
}

/** Insights Center's reports: run one, or have the server write it as CSV or PDF in the reader's language. */
export interface ReportGateway {
  run(query: ReportQuery): Promise<ReportAnswer>;
  csv(query: ReportQuery): Promise<ReportFile>;
  pdf(query: ReportQuery): Promise<ReportFile>;
}

export const REPORT_GATEWAY = Symbol.for('insight.ReportGateway');
