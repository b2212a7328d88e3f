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
export const AuditListQuery = listQuery(AuditSortFields, {
  action: text().max(100).optional(),
  appSlug: AppSlug.optional(),
  userId: Id.optional(),
});
export const AuditList = listAnswer(AuditEntry);

export const DashboardAnswer = z.object({
  /** Per allowed app, how many changes it saw in the last 30 days. */
  activityByApp: z.array(z.object({ slug: AppSlug, name: text(), count: z.int().min(0) })),
  counts: z.object({ users: z.int().min(0), installedApps: z.int().min(0), allowedApps: z.int().min(0) }),
  recentActivity: z.array(AuditEntry),
});
