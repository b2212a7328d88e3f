import { ADMIN_ROLES } from '../../common';
import { appRoute, empty, json } from '../../descriptor';
import { byId } from '../../records';
import { INTEGRATIONS_SLUG } from '../../../src/apps/integrations/domain/slug';
import {
  CreateWebhookEndpointRequest,
  DeliveryParams,
  UpdateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryList,
  WebhookDeliveryListQuery,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointListQuery,
  WebhookEndpointWithSecret,
} from './webhook-schemas';

export const listWebhookEndpoints = appRoute(INTEGRATIONS_SLUG, {
  id: 'listWebhookEndpoints',
  method: 'GET',
  path: '/integrations/webhooks',
  summary: "The organisation's webhook endpoints, newest first, their secrets masked",
  roles: ADMIN_ROLES,
  request: { query: WebhookEndpointListQuery },
  success: json(WebhookEndpointList),
});
export const createWebhookEndpoint = appRoute(INTEGRATIONS_SLUG, {
  id: 'createWebhookEndpoint',
  method: 'POST',
  path: '/integrations/webhooks',
  summary: 'Add a webhook endpoint for chosen events; the answer shows its signing secret (whsec_…), once',
  roles: ADMIN_ROLES,
  request: { body: CreateWebhookEndpointRequest },
  success: json(WebhookEndpointWithSecret, 201),
  problems: [409],
});
export const updateWebhookEndpoint = appRoute(INTEGRATIONS_SLUG, {
  id: 'updateWebhookEndpoint',
  method: 'PATCH',
  path: '/integrations/webhooks/:id',
  summary: "Change an endpoint's address, description, events or whether it is enabled (version-checked)",
  roles: ADMIN_ROLES,
  request: { ...byId, body: UpdateWebhookEndpointRequest },
  success: json(WebhookEndpoint),
  problems: [404, 412],
});
export const deleteWebhookEndpoint = appRoute(INTEGRATIONS_SLUG, {
  id: 'deleteWebhookEndpoint',
  method: 'DELETE',
  path: '/integrations/webhooks/:id',
  summary: 'Remove an endpoint with its delivery log; nothing more is sent to it',
  roles: ADMIN_ROLES,
  request: byId,
  success: empty,
  problems: [404],
});
export const rotateWebhookSecret = appRoute(INTEGRATIONS_SLUG, {
  id: 'rotateWebhookSecret',
  method: 'POST',
  path: '/integrations/webhooks/:id/rotate-secret',
  summary: 'A new signing secret, shown once; the one before still signs beside it for 24 hours',
  roles: ADMIN_ROLES,
  request: byId,
  success: json(WebhookEndpointWithSecret),
  problems: [404],
});
export const sendWebhookTest = appRoute(INTEGRATIONS_SLUG, {
  id: 'sendWebhookTest',
  method: 'POST',
  path: '/integrations/webhooks/:id/test',
  summary: 'Send a webhook.test event to this endpoint now; the answer is its delivery, followed in the log',
  roles: ADMIN_ROLES,
  request: byId,
  success: json(WebhookDelivery, 202),
  problems: [404, 409],
});
export const listWebhookDeliveries = appRoute(INTEGRATIONS_SLUG, {
  id: 'listWebhookDeliveries',
  method: 'GET',
  path: '/integrations/webhooks/:id/deliveries',
  summary: "An endpoint's delivery log, newest first, filtered by status",
  roles: ADMIN_ROLES,
  request: { ...byId, query: WebhookDeliveryListQuery },
  success: json(WebhookDeliveryList),
  problems: [404],
});
export const getWebhookDelivery = appRoute(INTEGRATIONS_SLUG, {
  id: 'getWebhookDelivery',
  method: 'GET',
  path: '/integrations/webhooks/:id/deliveries/:deliveryId',
  summary: "A delivery with its last attempt's request and response (bodies cut at 4096 characters)",
  roles: ADMIN_ROLES,
  request: { params: DeliveryParams },
  success: json(WebhookDeliveryDetail),
  problems: [404],
});
export const redeliverWebhook = appRoute(INTEGRATIONS_SLUG, {
  id: 'redeliverWebhook',
  method: 'POST',
  path: '/integrations/webhooks/:id/deliveries/:deliveryId/redeliver',
  summary: 'Send a delivered message again: the same webhook-id and body, signed with the current secret, as a new delivery',
  roles: ADMIN_ROLES,
  request: { params: DeliveryParams },
  success: json(WebhookDelivery, 202),
  problems: [404, 409],
});

export const webhookRoutes = [
  listWebhookEndpoints,
  createWebhookEndpoint,
  updateWebhookEndpoint,
  deleteWebhookEndpoint,
  rotateWebhookSecret,
  sendWebhookTest,
  listWebhookDeliveries,
  getWebhookDelivery,
  redeliverWebhook,
] as const;
