import type { AppRepositories, Db } from '../../../kernel';
import { RetentionRepository } from './retention-repository';

/** Audit Manager's own repositories (the trail itself is the kernel's): the trail's retention. */
export function auditRepositoriesOf(db: Db) {
  return { retention: new RetentionRepository(db) };
}

export type AuditOwnRepositories = ReturnType<typeof auditRepositoriesOf>;
export type AuditRepositories = AppRepositories<AuditOwnRepositories>;
