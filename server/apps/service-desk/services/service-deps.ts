import type { AppDeps } from '../../../kernel';
import type { ServiceDeskOwnRepositories } from '../repositories/repositories';

/** What the service desk's use cases reach: the kernel, the desk's repositories, and the fleet (Manage) a ticket may be about. */
export type ServiceDeskDeps = AppDeps<ServiceDeskOwnRepositories, 'assetLifecycle'>;
