import type { AppDeps } from '../../../kernel';
import type { PeopleOwnRepositories } from '../repositories/repositories';

/** What the people apps' use cases reach: the kernel, their repositories, Manage's offboardings and the ports of the apps they read. */
export type PeopleDeps = AppDeps<PeopleOwnRepositories, 'places' | 'offboarding' | 'peopleDirectory' | 'employeeCredits' | 'spendingRule' | 'assetLifecycle'>;
