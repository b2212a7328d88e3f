import type { FailureReason, RoundStatus } from '../../domain/audit-rounds';
import type { ScanOutcome } from '../../domain/round-scans';

export interface AuditPlace {
  readonly id: string;
  readonly name: string;
}

export interface AuditAsset {
  readonly id: string;
  readonly assetTag: string;
  readonly model: string;
  readonly productType: string;
  readonly location: AuditPlace | null;
}

export interface DueAudit extends AuditAsset {
  readonly lastAudit: string | null;
  readonly nextAudit: string;
  readonly standing: 'overdue' | 'due';
}

export interface DueAudits {
  readonly intervalMonths: number | null;
  readonly windowDays: number;
  readonly items: readonly DueAudit[];
}

export interface AuditRound {
  readonly id: string;
  readonly name: string;
  readonly location: AuditPlace | null;
  readonly productType: string | null;
  readonly status: RoundStatus;
  readonly expected: number;
  readonly scanned: number;
  readonly createdAt: string;
  readonly closedAt: string | null;
  readonly version: number;
}

export interface AuditScan {
  readonly id: string;
  readonly clientId: string;
  readonly code: string;
  readonly outcome: ScanOutcome;
  readonly asset: AuditAsset | null;
  readonly moved: boolean;
  readonly scannedAt: string;
}

export interface AuditRoundDetail {
  readonly round: AuditRound;
  readonly scans: readonly AuditScan[];
  readonly report: {
    readonly missing: readonly AuditAsset[];
    readonly elsewhere: readonly AuditAsset[];
    readonly unknown: readonly string[];
    readonly found: number;
    readonly expected: number;
  };
  readonly failures: readonly { readonly assetId: string; readonly reason: FailureReason; readonly ticketNumber: number }[];
}

export interface NewRound {
  readonly name: string;
  readonly locationId: string | null;
  readonly productType: string | null;
}

export interface ScanInput {
  readonly clientId: string;
  readonly code: string;
  readonly scannedAt?: string;
}

/** Audit Manager's physical audits as the screens reach them. */
export interface AuditRoundsGateway {
  due(query: { readonly windowDays?: number }): Promise<DueAudits>;
  options(): Promise<{ readonly locations: readonly AuditPlace[]; readonly productTypes: readonly string[] }>;
  list(): Promise<{ readonly items: readonly AuditRound[] }>;
  create(round: NewRound): Promise<AuditRound>;
  get(id: string): Promise<AuditRoundDetail>;
  scan(roundId: string, scan: ScanInput): Promise<{ readonly scan: AuditScan; readonly repeated: boolean }>;
  moveHere(roundId: string, body: { readonly assetId: string }): Promise<AuditRoundDetail>;
  fail(roundId: string, body: { readonly assetId: string; readonly reason: FailureReason }): Promise<AuditRoundDetail['failures'][number]>;
  close(roundId: string, body: { readonly version: number }): Promise<AuditRound>;
}

export const AUDIT_ROUNDS_GATEWAY = Symbol.for('audit.AuditRoundsGateway');
