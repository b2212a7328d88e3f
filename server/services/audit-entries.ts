import type { AuditEntry } from '../../contract/people';
import type { Repositories } from '../repositories';
import type { AuditRow } from '../repositories/audit-repository';

/** Audit rows with the people they name, looked up once per page. */
export async function auditEntriesOf(repos: Repositories, organisationId: string, rows: readonly AuditRow[]): Promise<AuditEntry[]> {
  const ids = new Set(rows.flatMap((row) => [row.userId, row.impersonatorUserId]).filter((id): id is string => id !== null));
  const people = new Map((await repos.users.findMany(organisationId, [...ids])).map((user) => [user.id, user]));
  const person = (id: string | null) => {
    const user = id ? people.get(id) : undefined;
    return user ? { id: user.id, name: user.name, email: user.email } : null;
  };
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    action: row.action,
    appSlug: row.appSlug,
    entityType: row.entityType,
    entityId: row.entityId,
    user: person(row.userId),
    impersonator: person(row.impersonatorUserId),
    before: row.before ?? null,
    after: row.after ?? null,
  }));
}
