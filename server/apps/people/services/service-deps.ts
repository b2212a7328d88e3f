import type { AppDeps } from '../../../kernel';
import type { PeopleOwnRepositories } from '../repositories/repositories';

/** The ports of other apps the people apps call: the directory, Device Hub's kits, the calendars and the sites. */
export type PeopleUses = 'peopleDirectory' | 'deviceKits' | 'businessCalendars' | 'places';

/** What the people apps' use cases reach: the kernel, their repositories and the ports they use. */
export type PeopleDeps = AppDeps<PeopleOwnRepositories, PeopleUses>;
