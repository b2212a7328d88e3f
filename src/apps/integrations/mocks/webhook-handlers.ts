import type { HttpHandler } from 'msw';
import * as r from '../../../../contract/apps/integrations/webhook-routes';
import { ProblemTypes } from '../../../../contract/problem';
import { TEST_EVENT_TYPE } from '../../../domain/webhooks/webhook-events';
import { MAX_ENDPOINTS, maskedSecret, ROTATION_OVERLAP_MS, SECRET_PREFIX } from '../domain/webhooks';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { webhooksOf, type MockDelivery, type MockEndpoint } from './webhook-mock-state';

const secretOf = () => `${SECRET_PREFIX}${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`;
const messageIdOf = () => `msg_${crypto.randomUUID().replaceAll('-', '').slice(0, 22)}`;
const page = <T>(all: readonly T[], query: { page: number; pageSize: number }) => ({
  items: all.slice((query.page - 1) * query.pageSize, query.page * query.pageSize),
  total: all.length,
  page: query.page,
  pageSize: query.pageSize,
});
const refused = (code: string, message: string) => new MockProblem(409, ProblemTypes.conflict, message, undefined, { code, params: {} });

/** The server resolves the host and refuses every address in its own network; the mocks know the obvious ones. */
function checkUrl(url: string): void {
  const host = new URL(url).hostname;
  const rule = /^(localhost|127\.[\d.]+|\[::1\])$/i.test(host) ? 'loopback' : /^(10\.|192\.168\.)/.test(host) ? 'private' : null;
  if (!rule) return;
  const message = `the webhook URL resolves to a ${rule} address; set ALLOW_PRIVATE_TARGETS=1 to allow it`;
  throw new MockProblem(400, ProblemTypes.validation, 'The request is not valid', [{ path: 'body.url', message, code: `target-${rule}` }]);
}

/**
 * Webhook endpoints in memory, like the server's, without a network: a message is "delivered" at once and logged as
 * the receiver's 200, so the log and its detail can be looked at under `npm run dev:mock`.
 */
export function webhookHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = webhooksOf(state);
  const view = ({ organisationId: _, ...endpoint }: MockEndpoint) => endpoint;
  const summary = ({ organisationId: _o, body: _b, lastAttempt: _l, ...delivery }: MockDelivery) => delivery;
  const endpointOf = (caller: StaffCaller, id: string) => {
    const found = data.endpoints.find((each) => each.id === id && each.organisationId === caller.user.organisationId);
    if (!found) throw mockNotFound('webhook endpoint');
    return found;
  };
  const deliveryOf = (caller: StaffCaller, endpointId: string, id: string) => {
    const found = data.deliveries.find((each) => each.id === id && each.endpointId === endpointId && each.organisationId === caller.user.organisationId);
    if (!found) throw mockNotFound('webhook delivery');
    return found;
  };
  /** Queues the message, answers it pending, then "sends" it: the log shows the receiver's answer. */
  const deliver = (endpoint: MockEndpoint, messageId: string, eventType: MockDelivery['eventType'], body: string) => {
    const at = new Date().toISOString();
    const delivery: MockDelivery = { id: newId(), organisationId: endpoint.organisationId, endpointId: endpoint.id, messageId, eventType, body, status: 'pending', attempts: 0, nextAttemptAt: at, lastStatus: null, createdAt: at, updatedAt: at, lastAttempt: null };
    data.deliveries.unshift({
      ...delivery,
      status: 'succeeded',
      attempts: 1,
      nextAttemptAt: null,
      lastStatus: 200,
      lastAttempt: {
        at,
        request: { url: endpoint.url, headers: { 'content-type': 'application/json', 'webhook-id': messageId, 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,mock' }, body, truncated: false },
        response: { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok', truncated: false },
        error: null,
        durationMs: 42,
      },
    });
    return summary(delivery);
  };
  return [
    route(r.listWebhookEndpoints, ({ caller, query }) =>
      page(
        data.endpoints.filter((each) => each.organisationId === caller.user.organisationId).map(view),
        query,
      ),
    ),
    route(r.createWebhookEndpoint, ({ caller, body }) => {
      checkUrl(body.url);
      if (data.endpoints.filter((each) => each.organisationId === caller.user.organisationId).length >= MAX_ENDPOINTS) {
        throw refused('too-many-endpoints', `An organisation keeps at most ${MAX_ENDPOINTS} webhook endpoints.`);
      }
      const secret = secretOf();
      const at = new Date().toISOString();
      const endpoint: MockEndpoint = {
        id: newId(),
        organisationId: caller.user.organisationId,
        url: body.url,
        description: body.description,
        eventTypes: [...new Set(body.eventTypes)],
        enabled: body.enabled,
        disabledReason: null,
        secretMasked: maskedSecret(secret),
        previousSecretUntil: null,
        createdAt: at,
        updatedAt: at,
        version: 1,
      };
      data.endpoints.unshift(endpoint);
      return { ...view(endpoint), secret };
    }),
    route(r.updateWebhookEndpoint, ({ caller, params, body }) => {
      const endpoint = endpointOf(caller, params.id);
      const { version, ...changes } = body;
      if (changes.url !== undefined) checkUrl(changes.url);
      if (endpoint.version !== version) throw new MockProblem(412, ProblemTypes.staleVersion, 'The record changed since you read it');
      const updated: MockEndpoint = {
        ...endpoint,
        ...changes,
        ...(changes.eventTypes && { eventTypes: [...new Set(changes.eventTypes)] }),
        ...(changes.enabled !== undefined && { disabledReason: null }),
        updatedAt: new Date().toISOString(),
        version: endpoint.version + 1,
      };
      data.endpoints.splice(data.endpoints.indexOf(endpoint), 1, updated);
      return view(updated);
    }),
    route(r.deleteWebhookEndpoint, ({ caller, params }) => {
      const endpoint = endpointOf(caller, params.id);
      data.endpoints.splice(data.endpoints.indexOf(endpoint), 1);
      data.deliveries = data.deliveries.filter((each) => each.endpointId !== endpoint.id);
    }),
    route(r.rotateWebhookSecret, ({ caller, params }) => {
      const endpoint = endpointOf(caller, params.id);
      const secret = secretOf();
      const rotated: MockEndpoint = {
        ...endpoint,
        secretMasked: maskedSecret(secret),
        previousSecretUntil: new Date(Date.now() + ROTATION_OVERLAP_MS).toISOString(),
        updatedAt: new Date().toISOString(),
        version: endpoint.version + 1,
      };
      data.endpoints.splice(data.endpoints.indexOf(endpoint), 1, rotated);
      return { ...view(rotated), secret };
    }),
    route(r.sendWebhookTest, ({ caller, params }) => {
      const endpoint = endpointOf(caller, params.id);
      if (!endpoint.enabled) throw refused('endpoint-disabled', 'Enable the endpoint before sending it a test event.');
      const payload = { endpointId: endpoint.id, message: 'A test event sent from the IT asset portal.' };
      return deliver(endpoint, messageIdOf(), TEST_EVENT_TYPE, JSON.stringify({ type: TEST_EVENT_TYPE, timestamp: new Date().toISOString(), data: payload }));
    }),
    route(r.listWebhookDeliveries, ({ caller, params, query }) => {
      endpointOf(caller, params.id);
      return page(
        data.deliveries.filter((each) => each.endpointId === params.id && (!query.status || each.status === query.status)).map(summary),
        query,
      );
    }),
    route(r.getWebhookDelivery, ({ caller, params }) => {
      const { organisationId: _o, body: _b, ...detail } = deliveryOf(caller, params.id, params.deliveryId);
      return detail;
    }),
    route(r.redeliverWebhook, ({ caller, params }) => {
      const before = deliveryOf(caller, params.id, params.deliveryId);
      const endpoint = endpointOf(caller, params.id);
      if (!endpoint.enabled) throw refused('endpoint-disabled', 'Enable the endpoint before sending it a message again.');
      return deliver(endpoint, before.messageId, before.eventType, before.body);
    }),
  ];
}
