import type { AppDeps } from '../../../kernel';
import type { ReturnsOwnRepositories } from '../repositories/repositories';

/** What the returns apps' use cases reach: the kernel, their repositories, Locations' sites, the fleet, and commerce's return orders. */
export type ReturnsDeps = AppDeps<ReturnsOwnRepositories, 'places' | 'assetLifecycle' | 'returnOrders'>;
