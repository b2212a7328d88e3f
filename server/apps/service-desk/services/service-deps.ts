import type { AppDeps } from '../../../kernel';
import type { ServiceDeskOwnRepositories } from '../repositories/repositories';

/**
 * What the service desk's use cases reach: the kernel, the desk's repositories, the fleet (Manage) a ticket may be
 * about, the people directory (Users), which answers who is whose manager, and the webhooks (Integrations) a new
 * ticket is told through.
 */
export type ServiceDeskDeps = AppDeps<ServiceDeskOwnRepositories, 'assetLifecycle' | 'peopleDirectory' | 'webhookEvents'>;
