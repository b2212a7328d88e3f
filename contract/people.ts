import * as z from 'zod';
import { text } from './text';
import { AppSlug, Email, Id, PersonRef, Role, Timestamp, Version } from './common';
import { listAnswer, listQuery } from './list';

const UserItem = z.object({
  id: Id,
  email: Email,
  name: text(),
  role: Role,
  createdAt: Timestamp,
  version: Version,
});
export const UserList = listAnswer(UserItem);

export const AuditEntry = z.object({
  id: Id,
  at: Timestamp,
  action: text(),
  appSlug: AppSlug.nullable(),
  entityType: text(),
  entityId: text().nullable(),
  /** Whose session made the change. */
  user: PersonRef.nullable(),
  /** The admin who really acted, when the session was an impersonation. */
  impersonator: PersonRef.nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
const AuditSortFields = ['at', 'action'] as const;
/** What narrows the trail: the action, the app, the person (who acted or on whose behalf), the record and the period. */
const auditFilters = {
  action: text().max(100).optional(),
  appSlug: AppSlug.optional(),
  userId: Id.optional(),
  entityType: text().max(60).optional(),
  entityId: text().max(100).optional(),
  /** The period's first instant (inclusive) and its end (exclusive). */
  from: Timestamp.optional(),
  to: Timestamp.optional(),
};
const periodInOrder = (query: { from?: string | undefined; to?: string | undefined }) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to);
const periodProblem = { message: 'The period must end after it starts', path: ['to'] };
const auditListShape = listQuery(AuditSortFields, auditFilters);
export const AuditListQuery = auditListShape.refine(periodInOrder, periodProblem);
/** The trail's export: the same filters and order as the list, every matching entry up to the cap. */
export const AuditExportQuery = auditListShape.omit({ page: true, pageSize: true }).refine(periodInOrder, periodProblem);
/** The most entries one export holds; a longer period is exported in parts. */
export const AUDIT_EXPORT_CAP = 50_000;
export const AuditList = listAnswer(AuditEntry);

export const DashboardAnswer = z.object({
  /** Per allowed app, how many changes it saw in the last 30 days. */
  activityByApp: z.array(z.object({ slug: AppSlug, name: text(), count: z.int().min(0) })),
  counts: z.object({ users: z.int().min(0), installedApps: z.int().min(0), allowedApps: z.int().min(0) }),
  recentActivity: z.array(AuditEntry),
});
