import type { WebhookEvent } from '../../contract/webhook-events';
import type { Repositories } from '../repositories';

/**
 * Outgoing webhooks, kept by Integrations: an app says what changed, in the transaction that changes it, and a
 * delivery to every enabled endpoint of the organisation that chose the event is queued with the change (a durable
 * job), so a message goes out exactly when its change was kept. `at` is the change's time, the message's timestamp.
 */
export interface WebhookEventsPort {
  emit(repos: Repositories, organisationId: string, event: WebhookEvent, at: Date): Promise<void>;
}
