import type { AppDeps } from '../../../kernel';

/** What the insight apps' use cases reach: the kernel, whose trail they read; no tables of their own yet. */
export type InsightDeps = AppDeps<Record<never, never>>;
