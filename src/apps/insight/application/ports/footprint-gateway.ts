import type { FleetFootprintReport } from '../../domain/fleet-footprint';

/** Which devices the report counts, and how many years they are kept. */
export interface FootprintQuery {
  readonly fromYear?: number | undefined;
  readonly toYear?: number | undefined;
  readonly productType?: string | undefined;
  readonly locationId?: string | undefined;
  readonly team?: string | undefined;
  readonly lifetimeYears?: number | undefined;
}

export interface FootprintReport extends FleetFootprintReport {
  /** The footprint data's attribution, shown beside its figures. */
  readonly attribution: string;
  readonly options: { readonly locations: readonly { readonly id: string; readonly name: string }[]; readonly teams: readonly string[] };
}

export interface FootprintPdf {
  readonly filename: string;
  readonly bytes: Uint8Array;
}

/** Environmental Reporting's report of the fleet, and the same as a PDF. */
export interface FootprintGateway {
  report(query: FootprintQuery): Promise<FootprintReport>;
  pdf(query: FootprintQuery): Promise<FootprintPdf>;
}

export const FOOTPRINT_GATEWAY = Symbol.for('insight.FootprintGateway');
