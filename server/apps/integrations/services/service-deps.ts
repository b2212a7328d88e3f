import type { AppDeps, Resolver } from '../../../kernel';
import type { IntegrationsOwnRepositories } from '../repositories/repositories';

/** Integrations' use cases reach the kernel (API tokens are its) and their own webhook tables. */
export type IntegrationsDeps = AppDeps<IntegrationsOwnRepositories>;

/** How webhooks reach receivers: tests put a resolver of their own and a shorter timeout in place. */
export interface WebhookNet {
  readonly resolve?: Resolver;
  readonly timeoutMs: number;
}
