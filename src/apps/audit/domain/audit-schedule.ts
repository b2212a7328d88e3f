import { addDays, addMonths } from '../../../domain/calendars/calendar-months';

/** Where an asset stands against the audit schedule on a given day. */
export type AuditStanding = 'overdue' | 'due' | 'scheduled' | 'unscheduled';

/** How many days before its date an audit is listed as due, unless the screen asks for another window. */
export const DEFAULT_WARNING_DAYS = 14;
export const MAX_WARNING_DAYS = 365;

/**
 * When an asset is next due for audit: its last audit (or, never audited, its purchase) plus the organisation's
 * interval. No interval set in Manage Configure, or neither date known: no schedule.
 */
export function nextAuditDate(lastAudit: string | null, intervalMonths: number | null): string | null {
  if (lastAudit === null || intervalMonths === null) return null;
  return addMonths(lastAudit, intervalMonths);
}

/** Overdue once its date has passed; due from `warningDays` before it, the date itself included. */
export function auditStanding(nextAudit: string | null, today: string, warningDays: number): AuditStanding {
  if (nextAudit === null) return 'unscheduled';
  if (nextAudit < today) return 'overdue';
  return nextAudit <= addDays(today, warningDays) ? 'due' : 'scheduled';
}

export interface ScheduledAsset {
  readonly assetId: string;
  /** `YYYY-MM-DD`: the day of its last audit, null if never audited. */
  readonly lastAudit: string | null;
  readonly purchaseDate: string | null;
}

export type DueAsset<A extends ScheduledAsset> = A & { readonly nextAudit: string; readonly standing: 'overdue' | 'due' };

/** The assets overdue or due within the window, the most overdue first. */
export function dueAudits<A extends ScheduledAsset>(assets: readonly A[], intervalMonths: number | null, today: string, warningDays: number): DueAsset<A>[] {
  const due: DueAsset<A>[] = [];
  for (const asset of assets) {
    const nextAudit = nextAuditDate(asset.lastAudit ?? asset.purchaseDate, intervalMonths);
    const standing = auditStanding(nextAudit, today, warningDays);
    if (nextAudit !== null && (standing === 'overdue' || standing === 'due')) due.push({ ...asset, nextAudit, standing });
  }
  return due.sort((a, b) => a.nextAudit.localeCompare(b.nextAudit) || a.assetId.localeCompare(b.assetId));
}
