import * as r from '../../../../../contract/apps/integrations/webhook-routes';
import { webhookMessageSchema } from '../../../../../contract/webhook-events';
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES, type DeliveredEventType } from '../../../../domain/webhooks/webhook-events';
import { gatewayOf } from '../../../../adapters/http/gateway-of';
import type { WebhooksGateway } from '../../application/ports/webhooks-gateway';

const DELIVERED: readonly DeliveredEventType[] = [...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE];

/** The webhooks' gateway: one page of up to 200 is all an organisation keeps of endpoints, and the newest of a log. */
export const createWebhooksGateway = gatewayOf<WebhooksGateway>({
  list: (client) => () => client.call(r.listWebhookEndpoints, { query: { page: 1, pageSize: 200 } }),
  create: (client) => (fields) => client.call(r.createWebhookEndpoint, { body: fields }),
  update: (client) => (id, change) => client.call(r.updateWebhookEndpoint, { params: { id }, body: change }),
  remove: (client) => (id) => client.call(r.deleteWebhookEndpoint, { params: { id } }),
  rotate: (client) => (id) => client.call(r.rotateWebhookSecret, { params: { id } }),
  sendTest: (client) => (id) => client.call(r.sendWebhookTest, { params: { id } }),
  deliveries: (client) => (id, status) => client.call(r.listWebhookDeliveries, { params: { id }, query: { page: 1, pageSize: 100, ...(status && { status }) } }),
  delivery: (client) => (id, deliveryId) => client.call(r.getWebhookDelivery, { params: { id, deliveryId } }),
  redeliver: (client) => (id, deliveryId) => client.call(r.redeliverWebhook, { params: { id, deliveryId } }),
  catalogue: () => () => Promise.resolve(DELIVERED.map((type) => ({ type, schema: webhookMessageSchema(type) }))),
});
