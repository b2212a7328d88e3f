import type { AppDeps } from '../../../kernel';
import type { PeopleOwnRepositories } from '../repositories/repositories';

/** The ports the people apps call: the places of Locations; Onboard's the directory, Device Hub's kits and the calendars. */
export type PeopleUses = 'places' | 'peopleDirectory' | 'deviceKits' | 'businessCalendars';

/** What the people apps' use cases reach: the kernel, their directory and invitations, and the ports they use. */
export type PeopleDeps = AppDeps<PeopleOwnRepositories, PeopleUses>;
