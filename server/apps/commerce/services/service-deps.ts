import type { AppDeps } from '../../../kernel';
import type { CommerceOwnRepositories } from '../repositories/repositories';

/**
 * What commerce's use cases reach: the kernel, commerce's repositories, the fleet its Device Hub orders join, and the
 * accessories whose count linked products sell, the webhooks (Integrations) a placed order is told through, and the
 * organisation's time zone (its business calendar) that lists' days are counted in.
 */
export type CommerceDeps = AppDeps<CommerceOwnRepositories, 'assetLifecycle' | 'accessoryStock' | 'webhookEvents' | 'businessCalendars'>;
