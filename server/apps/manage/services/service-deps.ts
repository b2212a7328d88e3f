import type { AppDeps } from '../../../kernel';
import type { ManageOwnRepositories } from '../repositories/repositories';

/** What Manage's use cases reach: the kernel, Manage's repositories, and Locations' places for a Snipe-IT import. */
export type ManageDeps = AppDeps<ManageOwnRepositories, 'places'>;
