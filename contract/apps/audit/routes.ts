import { appRoute, json } from '../../descriptor';
import { AuditList, AuditListQuery } from '../../people';
import { AUDIT_TRAIL_SLUG } from '../../../src/apps/audit/domain/slug';

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

/** Every route of Audit Manager, for contract/routes.ts. */
export const auditRoutes = [listAuditLog] as const;
