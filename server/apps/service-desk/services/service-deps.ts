import type { AppDeps } from '../../../kernel';
import type { ServiceDeskOwnRepositories } from '../repositories/repositories';

/** What the service desk's use cases reach: the kernel and the desk's repositories; no other app's port. */
export type ServiceDeskDeps = AppDeps<ServiceDeskOwnRepositories>;
