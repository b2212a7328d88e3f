import type { AppDeps } from '../../../kernel';
import type { ReturnsOwnRepositories } from '../repositories/repositories';

/** What the returns apps' use cases reach: the kernel, their repositories, and Locations' sites (the places port). */
export type ReturnsDeps = AppDeps<ReturnsOwnRepositories, 'places'>;
