import type { AppDeps } from '../../../kernel';
import type { PeopleOwnRepositories } from '../repositories/repositories';

/**
 * The ports the people apps call: Locations' places, Manage's offboardings, their own directory, commerce's credits,
 * spending rule and kits, Manage's fleet, the desk's calendars and Integrations' webhooks (a person added, deactivated).
 */
export type PeopleUses = 'places' | 'offboarding' | 'peopleDirectory' | 'employeeCredits' | 'spendingRule' | 'assetLifecycle' | 'deviceKits' | 'businessCalendars' | 'webhookEvents';

/** What the people apps' use cases reach: the kernel, their own repositories, and the ports they use. */
export type PeopleDeps = AppDeps<PeopleOwnRepositories, PeopleUses>;
