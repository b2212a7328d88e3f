import type { AppDeps } from '../../../kernel';
import type { AuditOwnRepositories } from '../repositories/repositories';

/** What Audit Manager's use cases reach: the kernel, whose trail they read, and their own retention setting. */
export type AuditDeps = AppDeps<AuditOwnRepositories, never>;
