import type { Db } from '../../../kernel';
import { RoundRepository } from './round-repository';

/** Audit Manager's own tables: the physical audit rounds (the trail is the kernel's). */
export function auditRepositoriesOf(db: Db) {
  return { rounds: new RoundRepository(db) };
}

export type AuditOwnRepositories = ReturnType<typeof auditRepositoriesOf>;
