import type { AppDeps } from '../../../kernel';
import type { ReturnsOwnRepositories } from '../repositories/repositories';

/** What the returns app's use cases reach: the kernel, its own repositories, and the ports of the apps it works with. */
export type ReturnsDeps = AppDeps<ReturnsOwnRepositories, 'assetLifecycle' | 'returnOrders' | 'businessCalendars' | 'spendingRule'>;
