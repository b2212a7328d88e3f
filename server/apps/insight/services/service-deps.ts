import type { AppDeps } from '../../../kernel';

/** What the insight apps' use cases reach: the fleet, its places and people, and the other apps' numbers the reports read. */
export type InsightDeps = AppDeps<Record<never, never>, 'assetLifecycle' | 'places' | 'peopleDirectory' | 'organisationCurrency' | 'orderSpending' | 'ticketSla' | 'campaignProgress'>;
