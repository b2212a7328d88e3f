import type { NewAuditRow } from '../repositories/audit-repository';
import type { StaffPrincipal } from '../principal';

export interface AuditEvent {
  readonly action: string;
  readonly entityType: string;
  readonly entityId?: string | null;
  readonly appSlug?: string | null;
  readonly before?: unknown;
  readonly after?: unknown;
}

/** An entry naming both people when the session is an impersonation: the user, and the admin acting as them. */
export function auditBy(principal: Pick<StaffPrincipal, 'organisationId' | 'userId' | 'impersonatorUserId'>, event: AuditEvent): NewAuditRow {
  return {
    organisationId: principal.organisationId,
    userId: principal.userId,
    impersonatorUserId: principal.impersonatorUserId,
    appSlug: event.appSlug ?? null,
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
  };
}

/** Only the fields that changed, before and after, for the trail. */
export function changes<T extends object>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const keys = (Object.keys(after) as (keyof T)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T>,
  };
}
