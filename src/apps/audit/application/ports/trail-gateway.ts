/** Someone the trail names. */
export interface TrailPerson {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/** One change the portal recorded. */
export interface TrailEntry {
  readonly id: string;
  /** ISO 8601. */
  readonly at: string;
  readonly action: string;
  readonly appSlug: string | null;
  readonly entityType: string;
  readonly entityId: string | null;
  readonly user: TrailPerson | null;
  /** The admin who really acted, when the session was an impersonation. */
  readonly impersonator: TrailPerson | null;
  readonly before: unknown;
  readonly after: unknown;
}

/** What narrows the trail; `from` and `to` are ISO 8601 instants, `to` excluded. */
export interface TrailFilters {
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly action?: string | undefined;
  readonly appSlug?: string | undefined;
  readonly userId?: string | undefined;
  readonly entityType?: string | undefined;
  readonly entityId?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

export interface TrailPage {
  readonly items: readonly TrailEntry[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export interface TrailRetention {
  /** Null keeps every entry. */
  readonly retentionMonths: number | null;
  readonly version: number;
}

/** Audit Manager's trail: the entries, their export, the people to narrow to, and how long entries are kept. */
export interface TrailGateway {
  list(query: TrailFilters & { readonly page: number; readonly pageSize: number }): Promise<TrailPage>;
  exportCsv(query: TrailFilters): Promise<{ readonly filename: string; readonly contentType: string; readonly content: string }>;
  people(query: { readonly q?: string | undefined }): Promise<{ readonly items: readonly TrailPerson[] }>;
  retention(): Promise<TrailRetention>;
  saveRetention(input: TrailRetention): Promise<TrailRetention>;
}

export const TRAIL_GATEWAY = Symbol.for('audit.TrailGateway');
