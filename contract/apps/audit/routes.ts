import { appRoute, json } from '../../descriptor';
import { AuditExportQuery, AuditList, AuditListQuery } from '../../people';
import { FileAnswer } from '../../records';
import { AUDIT_TRAIL_SLUG } from '../../../src/apps/audit/domain/slug';
import { TrailPeople, TrailPeopleQuery, TrailRetention, TrailRetentionInput } from './trail-schemas';

/** The trail of every change the portal records, as Audit Manager reads it. */
export const listAuditLog = appRoute(AUDIT_TRAIL_SLUG, {
  id: 'listAuditLog',
  method: 'GET',
  path: '/audit-log',
  summary: "The organisation's audit trail: who, on behalf of whom, what, when, before and after",
  request: { query: AuditListQuery },
  success: json(AuditList),
  problems: [403],
});

/** The same entries as CSV, for an auditor's spreadsheet. */
export const exportAuditLog = appRoute(AUDIT_TRAIL_SLUG, {
  id: 'exportAuditLog',
  method: 'GET',
  path: '/audit-log/export',
  summary: 'The filtered trail as CSV (at most AUDIT_EXPORT_CAP entries, newest first unless sorted otherwise)',
  request: { query: AuditExportQuery },
  success: json(FileAnswer),
  problems: [403],
});

/** The people the trail can be narrowed to, found by name or address. */
export const listTrailPeople = appRoute(AUDIT_TRAIL_SLUG, {
  id: 'listTrailPeople',
  method: 'GET',
  path: '/audit-log/people',
  summary: "The organisation's people (deactivated ones too) matching a name or address, for the trail's person filter",
  request: { query: TrailPeopleQuery },
  success: json(TrailPeople),
  problems: [403],
});

export const getTrailRetention = appRoute(AUDIT_TRAIL_SLUG, {
  id: 'getTrailRetention',
  method: 'GET',
  path: '/audit-log/retention',
  summary: 'How many months the trail keeps an entry (null: every entry is kept)',
  success: json(TrailRetention),
  problems: [403],
});

export const updateTrailRetention = appRoute(AUDIT_TRAIL_SLUG, {
  id: 'updateTrailRetention',
  method: 'PATCH',
  path: '/audit-log/retention',
  summary: 'Change how long the trail keeps an entry; entries older than that are removed; a stale version answers 412',
  request: { body: TrailRetentionInput },
  success: json(TrailRetention),
  problems: [403, 412],
});

/** Every route of Audit Manager, for contract/routes.ts. */
export const auditRoutes = [listAuditLog, exportAuditLog, listTrailPeople, getTrailRetention, updateTrailRetention] as const;
