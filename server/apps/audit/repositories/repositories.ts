import type { Db } from '../../../kernel';
import { RetentionRepository } from './retention-repository';
import { RoundRepository } from './round-repository';

/** Audit Manager's own repositories (the trail itself is the kernel's): the trail's retention and the physical audit rounds. */
export function auditRepositoriesOf(db: Db) {
  return { retention: new RetentionRepository(db), rounds: new RoundRepository(db) };
}

export type AuditOwnRepositories = ReturnType<typeof auditRepositoriesOf>;
