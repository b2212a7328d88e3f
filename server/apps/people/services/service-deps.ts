import type { AppDeps } from '../../../kernel';
import type { PeopleOwnRepositories } from '../repositories/repositories';

/** What the people apps' use cases reach: the kernel, their directory, and the places of Locations. */
export type PeopleDeps = AppDeps<PeopleOwnRepositories, 'places'>;
