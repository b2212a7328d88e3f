import type { AppRepositoriesIn, WebhookEventsPort } from '../../../kernel';
import type { IntegrationsOwnRepositories } from '../repositories/repositories';
import type { IntegrationsDeps } from './service-deps';
import { newMessage, queueDelivery } from './webhook-queue';

/**
 * The webhook events port: a delivery per subscribed endpoint, in the caller's transaction. With no endpoint that
 * chose the event (as while the demo is seeded) it does nothing at all, and needs none of the app's deps.
 */
export function integrationsWebhookEvents(repositoriesIn: AppRepositoriesIn<IntegrationsOwnRepositories>, deps: () => IntegrationsDeps): WebhookEventsPort {
  return {
    async emit(callers, organisationId, event, at) {
      const repos = repositoriesIn(callers);
      const endpoints = await repos.own.endpoints.subscribed(organisationId, event.type);
      if (endpoints.length === 0) return;
      const message = newMessage(event.type, event.data, at);
      const { maxAttempts } = deps().config.jobs;
      for (const endpoint of endpoints) await queueDelivery(repos, endpoint, message, at, maxAttempts);
    },
  };
}
