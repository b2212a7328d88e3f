import { randomBytes } from 'node:crypto';
import type { DeliveredEventType } from '../../../../src/domain/webhooks/webhook-events';
import type { IntegrationsRepositories } from '../repositories/repositories';
import type { DeliveryRow } from '../repositories/delivery-repository';
import type { EndpointRow } from '../repositories/endpoint-repository';

/** The job that makes one attempt of one delivery; each retry is a job of its own, due by the webhook schedule. */
export const WEBHOOK_DELIVERY_JOB = 'integrations.webhook-delivery';

export interface WebhookMessage {
  /** The webhook-id: `msg_` and 22 random characters. */
  readonly messageId: string;
  readonly eventType: DeliveredEventType;
  /** The message as it is signed and sent. */
  readonly body: string;
}

export function newMessage(eventType: DeliveredEventType, data: unknown, at: Date): WebhookMessage {
  return { messageId: `msg_${randomBytes(16).toString('base64url')}`, eventType, body: JSON.stringify({ type: eventType, timestamp: at.toISOString(), data }) };
}

/**
 * A delivery of the message to the endpoint, and its first attempt as a job due now, in the caller's transaction:
 * nothing is sent for a change that was rolled back, nothing kept is left unsent.
 */
export async function queueDelivery(repos: IntegrationsRepositories, endpoint: EndpointRow, message: WebhookMessage, at: Date, maxAttempts: number): Promise<DeliveryRow> {
  const delivery = await repos.own.deliveries.insert({
    organisationId: endpoint.organisationId,
    endpointId: endpoint.id,
    ...message,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: at,
    createdAt: at,
    updatedAt: at,
  });
  await queueAttempt(repos, delivery, at, at, maxAttempts);
  return delivery;
}

/** One attempt of the delivery as a job due at `runAt`; the job queue's own retries only cover a failure to record it. */
export async function queueAttempt(repos: IntegrationsRepositories, delivery: DeliveryRow, runAt: Date, now: Date, maxAttempts: number): Promise<void> {
  await repos.jobs.enqueue(
    {
      kind: WEBHOOK_DELIVERY_JOB,
      payload: { organisationId: delivery.organisationId, deliveryId: delivery.id },
      organisationId: delivery.organisationId,
      target: delivery.messageId,
      maxAttempts,
      runAt,
    },
    now,
  );
}
