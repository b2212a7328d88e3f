import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookDelivery,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
} from '../webhook-routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

const hook = { url: 'https://hooks.example.test/portal', description: 'Ops bus', eventTypes: ['ticket.created', 'asset.created'] as const, enabled: true };

/** Integrations' webhook endpoints and their log: an admin adds, changes, rotates, tests and removes them; on both backends. */
describe.each([realServer(), mockServer()])('webhooks on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend, MOCK_DEMO.admin.email);

  it('adds an endpoint with its secret shown once, lists it masked, changes, rotates and removes it', async () => {
    const made = await ok(createWebhookEndpoint, { body: { ...hook, eventTypes: [...hook.eventTypes] } });
    expect(made.secret).toMatch(/^whsec_/);
    expect(made).toMatchObject({ url: hook.url, enabled: true, disabledReason: null, secretMasked: `whsec_…${made.secret.slice(-4)}`, version: 1 });
    const listed = await ok(listWebhookEndpoints, {});
    expect(listed.items.map((each) => each.id)).toContain(made.id);
    expect(listed.items[0]).not.toHaveProperty('secret');
    const changed = await ok(updateWebhookEndpoint, { params: { id: made.id }, body: { enabled: false, eventTypes: ['person.created'], version: made.version } });
    expect(changed).toMatchObject({ enabled: false, eventTypes: ['person.created'], version: 2 });
    await problem(updateWebhookEndpoint, { params: { id: made.id }, body: { enabled: true, version: 1 } }, 412, ProblemTypes.staleVersion);
    const rotated = await ok(rotateWebhookSecret, { params: { id: made.id } });
    expect(rotated.secret).not.toBe(made.secret);
    expect(rotated.previousSecretUntil).not.toBeNull();
    await ok(deleteWebhookEndpoint, { params: { id: made.id } });
    await problem(rotateWebhookSecret, { params: { id: made.id } }, 404, ProblemTypes.notFound);
  });

  it('sends a test event into the log, shows its detail, redelivers it with the same webhook-id, and filters by status', async () => {
    const made = await ok(createWebhookEndpoint, { body: { ...hook, eventTypes: [...hook.eventTypes] } });
    const sent = await ok(sendWebhookTest, { params: { id: made.id } });
    expect(sent).toMatchObject({ endpointId: made.id, eventType: 'webhook.test', status: 'pending', attempts: 0 });
    expect(sent.messageId).toMatch(/^msg_/);
    const log = await ok(listWebhookDeliveries, { params: { id: made.id } });
    expect(log.items.map((each) => each.id)).toContain(sent.id);
    const shown = await ok(getWebhookDelivery, { params: { id: made.id, deliveryId: sent.id } });
    expect(shown.messageId).toBe(sent.messageId);
    const again = await ok(redeliverWebhook, { params: { id: made.id, deliveryId: sent.id } });
    expect(again.messageId).toBe(sent.messageId);
    expect(again.id).not.toBe(sent.id);
    const none = await ok(listWebhookDeliveries, { params: { id: made.id }, query: { status: 'failed' } });
    expect(none.items.filter((each) => each.status !== 'failed')).toEqual([]);
    await problem(getWebhookDelivery, { params: { id: made.id, deliveryId: crypto.randomUUID() } }, 404, ProblemTypes.notFound);
    const disabled = await ok(updateWebhookEndpoint, { params: { id: made.id }, body: { enabled: false, version: made.version } });
    expect(disabled.enabled).toBe(false);
    await problem(sendWebhookTest, { params: { id: made.id } }, 409, ProblemTypes.conflict);
  });

  it('refuses a loopback target, a URL that is not http(s), no events, and callers who are not admins', async () => {
    const refused = await problem(createWebhookEndpoint, { body: { ...hook, eventTypes: ['ticket.created'], url: 'http://localhost:8080/hook' } }, 400, ProblemTypes.validation);
    expect(refused.errors?.[0]).toMatchObject({ path: 'body.url', code: 'target-loopback' });
    await problem(createWebhookEndpoint, { body: { ...hook, eventTypes: ['ticket.created'], url: 'ftp://hooks.example.test/x' } }, 400, ProblemTypes.validation);
    await problem(createWebhookEndpoint, { body: { ...hook, eventTypes: [] } }, 400, ProblemTypes.validation);
    const employee = await tokenOf(MOCK_DEMO.employee.email);
    await problem(listWebhookEndpoints, { token: employee }, 403);
  });
});
