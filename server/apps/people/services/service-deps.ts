import type { AppDeps } from '../../../kernel';

/** What the people apps' use cases reach: the kernel, whose people they read; no tables of their own yet. */
export type PeopleDeps = AppDeps<Record<never, never>>;
