import type { AppDeps } from '../../../kernel';
import type { InsightOwnRepositories } from '../repositories/repositories';

/**
 * What the insight apps' use cases reach: their saved reports and schedules, the fleet, its places and people, the
 * other apps' numbers the reports read, and the organisation's calendar, whose zone a schedule's hours are read in.
 */
export type InsightDeps = AppDeps<
  InsightOwnRepositories,
  'assetLifecycle' | 'places' | 'peopleDirectory' | 'organisationCurrency' | 'orderSpending' | 'ticketSla' | 'campaignProgress' | 'businessCalendars'
>;
