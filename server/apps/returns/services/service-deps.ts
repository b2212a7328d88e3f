import type { AppDeps } from '../../../kernel';
import type { ReturnsOwnRepositories } from '../repositories/repositories';

/** What the returns apps' use cases reach: the kernel, their repositories, Locations' sites, the fleet, commerce's return orders, and the one shipment model (its own port). */
export type ReturnsDeps = AppDeps<ReturnsOwnRepositories, 'places' | 'assetLifecycle' | 'returnOrders' | 'shipments'>;
