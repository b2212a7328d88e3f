import type { AppDeps } from '../../../kernel';

/** What Audit Manager's use cases reach: the kernel, whose trail they read; no tables of their own yet. */
export type AuditDeps = AppDeps<Record<never, never>, never>;
