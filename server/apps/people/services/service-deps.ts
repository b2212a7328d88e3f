import type { AppDeps } from '../../../kernel';
import type { PeopleOwnRepositories } from '../repositories/repositories';

/** What the people apps' use cases reach: the kernel, their directory, the places of Locations and Manage's offboardings. */
export type PeopleDeps = AppDeps<PeopleOwnRepositories, 'places' | 'offboarding'>;
