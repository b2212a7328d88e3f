import type { AppDeps } from '../../../kernel';
import type { ReturnsOwnRepositories } from '../repositories/repositories';

/** What the returns apps' use cases reach: the kernel, their repositories, and the ports of the apps they work with. */
export type ReturnsDeps = AppDeps<ReturnsOwnRepositories, 'places' | 'assetLifecycle' | 'returnOrders' | 'businessCalendars' | 'spendingRule' | 'shipments'>;
