import type { AppDeps } from '../../../kernel';

/** What the insight apps' use cases reach: the fleet, its places and people, which the footprint reads; no tables of their own. */
export type InsightDeps = AppDeps<Record<never, never>, 'assetLifecycle' | 'places' | 'peopleDirectory'>;
