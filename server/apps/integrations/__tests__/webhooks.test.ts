import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { WebhookEventData } from '../../../../contract/webhook-events';
import { ProblemTypes } from '../../../../contract/problem';
import { WEBHOOK_RETRY_DELAYS_MS } from '../../../../src/apps/integrations/domain/webhooks';
import { DEMO } from '../../../seed/demo-seed';
import { ApiProblem, type Resolver } from '../../../kernel';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { signedIn, type ApiClient } from '../../../../tests/server/callers';
import type { Receiver } from './webhook-receiver';
import { IDLE_JOBS, webhookRig, webhookTestbed } from './webhook-harness';

interface Endpoint {
  id: string;
  url: string;
  enabled: boolean;
  disabledReason: string | null;
  secretMasked: string;
  previousSecretUntil: string | null;
  version: number;
  secret?: string;
}
interface Delivery {
  id: string;
  messageId: string;
  eventType: string;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatus: number | null;
  lastAttempt?: { request: { headers: Record<string, string>; body: string }; response: { status: number; body: string } | null; error: string | null } | null;
}

let server: TestServer;
let receiver: Receiver;
let admin: ApiClient;
let rig: ReturnType<typeof webhookRig>;

webhookTestbed((bed) => ({ server, receiver, admin, rig } = bed));

async function addEndpoint(eventTypes: string[], url = receiver.url()): Promise<Endpoint & { secret: string }> {
  const made = await admin.call<Endpoint & { secret: string }>('POST', '/integrations/webhooks', { url, description: 'Ops bus', eventTypes, enabled: true });
  expect(made.status, made.text).toBe(201);
  return made.body;
}

async function deliveriesOf(endpointId: string, status?: string): Promise<Delivery[]> {
  const answer = await admin.call<{ items: Delivery[] }>('GET', `/integrations/webhooks/${endpointId}/deliveries${status ? `?status=${status}` : ''}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.items;
}

async function detail(endpointId: string, deliveryId: string): Promise<Delivery> {
  return (await admin.call<Delivery>('GET', `/integrations/webhooks/${endpointId}/deliveries/${deliveryId}`)).body;
}

async function sendTest(endpointId: string): Promise<Delivery> {
  const answer = await admin.call<Delivery>('POST', `/integrations/webhooks/${endpointId}/test`);
  expect(answer.status, answer.text).toBe(202);
  return answer.body;
}

/** The log as the use case answers it: the tests that move the clock by days outlive the admin's session. */
async function logOf(endpointId: string, status?: 'pending' | 'succeeded' | 'failed'): Promise<Delivery[]> {
  return (await rig.services.deliveries.list(await rig.admin(), endpointId, { page: 1, pageSize: 25, status })).items as Delivery[];
}

const headersOf = (index: number) => receiver.received[index]!.headers as Record<string, string>;
const signaturesOf = (index: number) => headersOf(index)['webhook-signature']!.split(' ');
/** The signature `secret` gives the received message, the way a receiver computes it. */
const signatureBy = (secret: string, index: number) => new Webhook(secret).sign(headersOf(index)['webhook-id']!, new Date(Number(headersOf(index)['webhook-timestamp']) * 1000), receiver.received[index]!.body);

describe('outgoing webhooks', () => {
  it("an employee's reported problem reaches the endpoint as ticket.created, signed so that Webhook.verify accepts it", async () => {
    const endpoint = await addEndpoint(['ticket.created']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const employee = await signedIn(server, DEMO.employee.email);
    const catalogue = await employee.call<{ categories: { id: string; name: string }[] }>('GET', '/resolve-now/catalogue');
    const hardware = catalogue.body.categories.find((category) => category.name === 'Hardware')!.id;
    const reported = await employee.call<{ id: string; number: number }>('POST', '/resolve-now/tickets', {
      serviceType: 'problem',
      subject: 'Laptop will not boot',
      description: 'Black screen after the logo.',
      categoryId: hardware,
      impact: 'one-person',
    });
    expect(reported.status, reported.text).toBe(201);

    expect(await rig.runDue()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const message = new Webhook(endpoint.secret).verify(receiver.received[0]!.body, headersOf(0)) as { type: string; timestamp: string; data: unknown };
    expect(message.type).toBe('ticket.created');
    const data = WebhookEventData['ticket.created'].parse(message.data);
    expect(data).toMatchObject({ id: reported.body.id, number: reported.body.number, subject: 'Laptop will not boot', requester: { email: DEMO.employee.email } });
    expect(headersOf(0)['webhook-id']).toMatch(/^msg_/);

    const [logged] = await deliveriesOf(endpoint.id, 'succeeded');
    expect(logged).toMatchObject({ eventType: 'ticket.created', status: 'succeeded', attempts: 1, lastStatus: 200, nextAttemptAt: null });
    const shown = await detail(endpoint.id, logged!.id);
    expect(shown.lastAttempt?.request.headers['webhook-id']).toBe(headersOf(0)['webhook-id']);
    expect(shown.lastAttempt?.request.body).toBe(receiver.received[0]!.body);
    expect(shown.lastAttempt?.response).toMatchObject({ status: 200, body: 'ok' });
    // The secret is shown once: the list masks it.
    const listed = await admin.call<{ items: Endpoint[] }>('GET', '/integrations/webhooks');
    expect(listed.text).not.toContain(endpoint.secret);
    expect(listed.body.items[0]!.secretMasked).toBe(`whsec_…${endpoint.secret.slice(-4)}`);
  });

  it('sends only the events an endpoint chose, each with data as the catalogue describes it', async () => {
    const endpoint = await addEndpoint(['person.created', 'person.deactivated', 'asset.created', 'asset.updated']);
    const added = await admin.call<{ id: string; version: number }>('POST', '/users', { name: 'Nora Hook', email: 'nora@acme.test', role: 'employee' });
    expect(added.status, added.text).toBe(201);
    const person = await admin.call<{ version: number }>('GET', `/users/${added.body.id}`);
    const deactivated = await admin.call('POST', `/users/${added.body.id}/deactivate`, { version: person.body.version });
    expect(deactivated.status, deactivated.text).toBe(200);
    // A ticket.created is not among the endpoint's events: no delivery for it.
    const asset = await admin.call<{ id: string; version: number }>('POST', '/manage/assets', { assetTag: 'HOOK-001', productType: 'laptop', model: 'ThinkPad T14' });
    expect(asset.status, asset.text).toBe(201);
    const changed = await admin.call('PATCH', `/manage/assets/${asset.body.id}`, { serial: 'SN-HOOK-1', version: asset.body.version });
    expect(changed.status, changed.text).toBe(200);

    while ((await rig.runDue()) > 0);
    const messages = receiver.received.map((got) => new Webhook(endpoint.secret).verify(got.body, got.headers as Record<string, string>) as { type: keyof typeof WebhookEventData; data: unknown });
    expect(messages.map((message) => message.type).sort()).toEqual(['asset.created', 'asset.updated', 'person.created', 'person.deactivated']);
    for (const message of messages) expect(WebhookEventData[message.type].safeParse(message.data).error).toBeUndefined();
    const updated = messages.find((message) => message.type === 'asset.updated')!.data as { serial: string; changed: string[] };
    expect(updated).toMatchObject({ serial: 'SN-HOOK-1', changed: ['serial'] });
  });

  it('retries a failing receiver by the schedule (5 s, 5 min, … 24 h) with the same webhook-id, then gives up', async () => {
    const endpoint = await addEndpoint(['ticket.created']);
    receiver.answer(() => ({ status: 503, body: 'down' }));
    const sent = await sendTest(endpoint.id);
    expect(await rig.runDue()).toBe(1);
    for (const [index, delay] of WEBHOOK_RETRY_DELAYS_MS.slice(1).entries()) {
      const [pending] = await logOf(endpoint.id, 'pending');
      expect(pending).toMatchObject({ id: sent.id, attempts: index + 1, lastStatus: 503 });
      expect(Date.parse(pending!.nextAttemptAt!) - rig.now().getTime()).toBeGreaterThan(delay - 1000);
      rig.advance(delay - 1000);
      expect(await rig.runDue(), `not before ${delay} ms`).toBe(0);
      rig.advance(1000);
      expect(await rig.runDue(), `after ${delay} ms`).toBe(1);
    }
    expect(receiver.received).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length);
    expect(new Set(receiver.received.map((got) => got.headers['webhook-id']))).toEqual(new Set([sent.messageId]));
    const [failed] = await logOf(endpoint.id, 'failed');
    expect(failed).toMatchObject({ id: sent.id, attempts: 10, nextAttemptAt: null, lastStatus: 503 });
    rig.advance(48 * 3_600_000);
    expect(await rig.runDue()).toBe(0);
    expect(await logOf(endpoint.id, 'pending')).toEqual([]);
  });

  it('a receiver that answers 410 Gone disables the endpoint: nothing is retried or sent to it any more', async () => {
    const endpoint = await addEndpoint(['ticket.created']);
    receiver.answer(() => ({ status: 410 }));
    await sendTest(endpoint.id);
    await rig.runDue();
    const [gone] = await deliveriesOf(endpoint.id);
    expect(gone).toMatchObject({ status: 'failed', attempts: 1, lastStatus: 410, nextAttemptAt: null });
    const listed = await admin.call<{ items: Endpoint[] }>('GET', '/integrations/webhooks');
    expect(listed.body.items[0]).toMatchObject({ enabled: false, disabledReason: 'gone' });
    const refused = await admin.call<{ type: string }>('POST', `/integrations/webhooks/${endpoint.id}/test`);
    expect(refused.status).toBe(409);
    rig.advance(3_600_000);
    expect(await rig.runDue()).toBe(0);
    // Enabled again by hand, it receives again, and the reason is gone.
    const enabled = await admin.call<Endpoint>('PATCH', `/integrations/webhooks/${endpoint.id}`, { enabled: true, version: listed.body.items[0]!.version });
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null });
  });

  it('a receiver that does not answer in time is a failed attempt, retried after 5 s', async () => {
    const endpoint = await addEndpoint(['ticket.created']);
    receiver.answer(() => 'hang');
    rig = webhookRig(server, { timeoutMs: 300 });
    const sent = await sendTest(endpoint.id);
    await rig.runDue();
    const shown = await detail(endpoint.id, sent.id);
    expect(shown).toMatchObject({ status: 'pending', attempts: 1, lastStatus: null });
    expect(shown.lastAttempt).toMatchObject({ response: null, error: 'No answer within 0.3 s' });
    expect(Date.parse(shown.nextAttemptAt!) - rig.now().getTime()).toBeGreaterThan(4000);
    receiver.answer(() => ({ status: 204 }));
    rig.advance(5000);
    await rig.runDue();
    expect((await detail(endpoint.id, sent.id)).status).toBe('succeeded');
  });

  it('after a rotation both secrets sign for 24 hours, then only the new one; a redelivery keeps its webhook-id and takes the current secret', async () => {
    const endpoint = await addEndpoint(['ticket.created']);
    const rotated = await admin.call<Endpoint & { secret: string }>('POST', `/integrations/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.status, rotated.text).toBe(200);
    const fresh = rotated.body.secret;
    expect(fresh).not.toBe(endpoint.secret);
    expect(rotated.body.secretMasked).toBe(`whsec_…${fresh.slice(-4)}`);
    expect(Date.parse(rotated.body.previousSecretUntil!) - rig.now().getTime()).toBeGreaterThan(24 * 3_600_000 - 60_000);

    const first = await sendTest(endpoint.id);
    await rig.runDue();
    expect(signaturesOf(0)).toHaveLength(2);
    // Either secret verifies: receivers switch at their own pace.
    expect(() => new Webhook(endpoint.secret).verify(receiver.received[0]!.body, headersOf(0))).not.toThrow();
    expect(() => new Webhook(fresh).verify(receiver.received[0]!.body, headersOf(0))).not.toThrow();

    rig.advance(24 * 3_600_000 + 1000);
    admin = await signedIn(server, DEMO.admin.email);
    const redelivered = await admin.call<Delivery>('POST', `/integrations/webhooks/${endpoint.id}/deliveries/${first.id}/redeliver`);
    expect(redelivered.status, redelivered.text).toBe(202);
    expect(redelivered.body.id).not.toBe(first.id);
    await rig.runDue();
    expect(headersOf(1)['webhook-id']).toBe(first.messageId);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(signaturesOf(1)).toEqual([signatureBy(fresh, 1)]);
    expect(signaturesOf(1)).not.toContain(signatureBy(endpoint.secret, 1));
  });

  it('keeps bounded request and response bodies in the log', async () => {
    const endpoint = await addEndpoint(['ticket.created']);
    receiver.answer(() => ({ status: 500, body: 'x'.repeat(100_000) }));
    const sent = await sendTest(endpoint.id);
    await rig.runDue();
    const shown = await detail(endpoint.id, sent.id);
    expect(shown.lastAttempt?.response?.body).toHaveLength(4096);
    expect(shown.lastAttempt?.response).toMatchObject({ status: 500, truncated: true });
  });
});

describe('webhook targets in the server’s own network', () => {
  /** Names a test resolver answers, as a DNS server might (rebinding included). */
  const answers = new Map<string, string[]>([
    ['loopback.example', ['127.0.0.1']],
    ['loopback6.example', ['::1']],
    ['ten.example', ['10.20.30.40']],
    ['linklocal.example', ['169.254.10.1']],
    ['metadata.example', ['169.254.169.254']],
    ['mixed.example', ['93.184.216.34', '10.0.0.1']],
    ['public.example', ['93.184.216.34']],
  ]);
  const resolve: Resolver = (host) => Promise.resolve(answers.get(host) ?? []);

  it.each([
    ['http://loopback.example/hook', 'target-loopback'],
    ['http://loopback6.example/hook', 'target-loopback'],
    ['http://ten.example/hook', 'target-private'],
    ['http://linklocal.example/hook', 'target-link-local'],
    ['https://metadata.example/latest', 'target-metadata'],
    ['http://mixed.example/hook', 'target-private'],
    ['http://127.0.0.1:8080/hook', 'target-loopback'],
    ['http://[::1]/hook', 'target-loopback'],
    ['http://10.1.2.3/hook', 'target-private'],
    ['http://169.254.169.254/latest/meta-data', 'target-metadata'],
  ])('refuses %s when saved (%s)', async (url, code) => {
    const strict = webhookRig(server, { resolve, timeoutMs: 2000 }, { allowPrivateTargets: false });
    const principal = await strict.admin();
    const refusal = await strict.services.endpoints.create(principal, { url, description: '', eventTypes: ['ticket.created'], enabled: true }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiProblem);
    expect(refusal).toMatchObject({ status: 400, type: ProblemTypes.validation, errors: [{ path: 'body.url', code }] });
    expect((refusal as ApiProblem).errors![0]!.message).toContain('ALLOW_PRIVATE_TARGETS=1');
  });

  it('refuses a loopback address through the API too, unless ALLOW_PRIVATE_TARGETS lets it', async () => {
    const strict = await startTestServer({ ...IDLE_JOBS, allowPrivateTargets: false });
    try {
      const strictAdmin = await signedIn(strict, DEMO.admin.email);
      const refused = await strictAdmin.call<{ errors: { path: string; code: string }[] }>('POST', '/integrations/webhooks', { url: 'http://localhost:9/hook', description: '', eventTypes: ['ticket.created'], enabled: true });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ path: 'body.url', code: 'target-loopback' });
    } finally {
      await strict.close();
    }
    expect((await admin.call('POST', '/integrations/webhooks', { url: 'http://localhost:9/hook', description: '', eventTypes: ['ticket.created'], enabled: true })).status).toBe(201);
  });

  it('checks the address again at every attempt: a name that turned private since it was saved is refused, not retried', async () => {
    const strict = webhookRig(server, { resolve, timeoutMs: 2000 }, { allowPrivateTargets: false });
    const principal = await strict.admin();
    const endpoint = await strict.services.endpoints.create(principal, { url: 'http://public.example/hook', description: '', eventTypes: ['ticket.created'], enabled: true });
    answers.set('public.example', ['127.0.0.1']);
    const sent = await strict.services.deliveries.sendTest(principal, endpoint.id);
    expect(await strict.runDue()).toBe(1);
    const shown = await strict.services.deliveries.get(principal, endpoint.id, sent.id);
    expect(shown).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null, lastStatus: null });
    expect(shown.lastAttempt?.error).toContain('loopback');
    expect(receiver.received).toHaveLength(0);
  });
});
