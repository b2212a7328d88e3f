import type { z } from 'zod';
import type { WebhookDelivery, WebhookDeliveryDetail, WebhookEndpoint } from '../../../../contract/apps/integrations/webhook-schemas';
import { maskedSecret } from '../../../../src/apps/integrations/domain/webhooks';
import type { DeliveryRow } from '../repositories/delivery-repository';
import type { EndpointRow } from '../repositories/endpoint-repository';

export function endpointOf(row: EndpointRow): z.input<typeof WebhookEndpoint> {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    secretMasked: maskedSecret(row.secretHint),
    previousSecretUntil: row.previousSecretUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    lastStatus: row.lastStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function deliveryDetailOf(row: DeliveryRow): WebhookDeliveryDetail {
  return { ...deliveryOf(row), lastAttempt: row.lastAttempt };
}
