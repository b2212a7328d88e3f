import * as z from 'zod';
import { Webhook } from 'standardwebhooks';
import type { WebhookDeliveryListQuery } from '../../../../contract/apps/integrations/webhook-schemas';
import { attemptOutcome, loggedBody, signingSecrets } from '../../../../src/apps/integrations/domain/webhooks';
import { TEST_EVENT_TYPE } from '../../../../src/domain/webhooks/webhook-events';
import { INTEGRATIONS_SLUG } from '../../../../src/apps/integrations/domain/slug';
import { auditBy, notFound, openSecret, outboundTarget, pageAnswer, postToTarget, ruleRefused, TargetRefused, type OutboundResponse, type StaffPrincipal } from '../../../kernel';
import type { DeliveryRow } from '../repositories/delivery-repository';
import type { EndpointRow } from '../repositories/endpoint-repository';
import type { LoggedAttempt } from '../schema/webhooks';
import type { IntegrationsDeps, WebhookNet } from './service-deps';
import { newMessage, queueAttempt, queueDelivery } from './webhook-queue';
import { deliveryDetailOf, deliveryOf } from './webhook-view';

const Payload = z.object({ organisationId: z.uuid(), deliveryId: z.uuid() });
const LOGGED_HEADERS = 30;

function loggedHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).slice(0, LOGGED_HEADERS).map(([name, value]) => [name.slice(0, 200), value.slice(0, 2000)]));
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message || 'failed without a message').slice(0, 2000);
}

/** The delivery log, and the attempts that fill it: signed per Standard Webhooks, retried by the schedule. */
export class WebhookDeliveries {
  constructor(
    private readonly deps: Pick<IntegrationsDeps, 'store' | 'now' | 'config' | 'keys' | 'jobs'>,
    private readonly net: WebhookNet,
  ) {}

  async list(principal: StaffPrincipal, endpointId: string, query: z.output<typeof WebhookDeliveryListQuery>) {
    await this.endpoint(principal.organisationId, endpointId);
    const { rows, total } = await this.deps.store.repos.own.deliveries.list(principal.organisationId, endpointId, query);
    return pageAnswer(rows.map(deliveryOf), total, query);
  }

  async get(principal: StaffPrincipal, endpointId: string, deliveryId: string) {
    return deliveryDetailOf(await this.delivery(principal.organisationId, endpointId, deliveryId));
  }

  /** A webhook.test message to this endpoint alone, whatever events it chose. */
  async sendTest(principal: StaffPrincipal, endpointId: string) {
    const now = this.deps.now();
    const endpoint = await this.endpoint(principal.organisationId, endpointId);
    if (!endpoint.enabled) throw ruleRefused('Enable the endpoint before sending it a test event.', 'endpoint-disabled');
    const message = newMessage(TEST_EVENT_TYPE, { endpointId, message: 'A test event sent from the IT asset portal.' }, now);
    const delivery = await this.deps.store.transaction(async (repos) => {
      const queued = await queueDelivery(repos, endpoint, message, now, this.deps.config.jobs.maxAttempts);
      await repos.audit.append(auditBy(principal, { action: 'webhook.test-sent', entityType: 'webhook-endpoint', entityId: endpointId, appSlug: INTEGRATIONS_SLUG, after: { messageId: message.messageId } }));
      return queued;
    });
    this.deps.jobs.nudge();
    return deliveryOf(delivery);
  }

  /** The same message (webhook-id, body) as a new delivery, signed when it is sent, with the secrets of then. */
  async redeliver(principal: StaffPrincipal, endpointId: string, deliveryId: string) {
    const now = this.deps.now();
    const before = await this.delivery(principal.organisationId, endpointId, deliveryId);
    const endpoint = await this.endpoint(principal.organisationId, endpointId);
    if (!endpoint.enabled) throw ruleRefused('Enable the endpoint before sending it a message again.', 'endpoint-disabled');
    const delivery = await this.deps.store.transaction(async (repos) => {
      const queued = await queueDelivery(repos, endpoint, { messageId: before.messageId, eventType: before.eventType, body: before.body }, now, this.deps.config.jobs.maxAttempts);
      await repos.audit.append(auditBy(principal, { action: 'webhook.redelivered', entityType: 'webhook-endpoint', entityId: endpointId, appSlug: INTEGRATIONS_SLUG, after: { messageId: before.messageId, deliveryId: queued.id } }));
      return queued;
    });
    this.deps.jobs.nudge();
    return deliveryOf(delivery);
  }

  /** The job: one attempt, then the delivery's state, the next attempt's job, or the endpoint disabled by a 410. */
  async attempt(payload: unknown): Promise<void> {
    const { organisationId, deliveryId } = Payload.parse(payload);
    const { store, now } = this.deps;
    const delivery = await store.repos.own.deliveries.find(organisationId, deliveryId);
    if (!delivery || delivery.status !== 'pending') return;
    const endpoint = await store.repos.own.endpoints.find(organisationId, delivery.endpointId);
    if (!endpoint) return;
    if (!endpoint.enabled) {
      // Disabled since the message was queued (by hand, or a 410 to an earlier one): it is not sent, and says why.
      const at = now();
      const lastAttempt: LoggedAttempt = { at: at.toISOString(), request: { url: endpoint.url, headers: {}, ...loggedBody(delivery.body) }, response: null, error: 'The endpoint is disabled.', durationMs: 0 };
      await store.repos.own.deliveries.set(organisationId, deliveryId, { status: 'failed', nextAttemptAt: null, lastAttempt }, at);
      return;
    }
    const at = now();
    const started = Date.now();
    const headers = this.signedHeaders(endpoint, delivery, at);
    let response: OutboundResponse | null = null;
    let error: string | null = null;
    let refused = false;
    try {
      const url = new URL(endpoint.url);
      const target = await outboundTarget(url.hostname, { what: 'the webhook URL', allowPrivate: this.deps.config.allowPrivateTargets, ...(this.net.resolve && { resolve: this.net.resolve }) });
      response = await postToTarget(url, target, headers, delivery.body, this.net.timeoutMs);
    } catch (failure) {
      refused = failure instanceof TargetRefused;
      error = messageOf(failure);
    }
    const attempts = delivery.attempts + 1;
    const outcome = refused ? ({ kind: 'failed' } as const) : attemptOutcome(response?.status ?? null, attempts);
    const logged: LoggedAttempt = {
      at: at.toISOString(),
      request: { url: endpoint.url, headers: loggedHeaders(headers), ...loggedBody(delivery.body) },
      response: response && { status: response.status, headers: loggedHeaders(response.headers), ...loggedBody(response.body) },
      error,
      durationMs: Math.max(0, Date.now() - started),
    };
    const finished = now();
    await store.transaction(async (repos) => {
      const nextAttemptAt = outcome.kind === 'retry' ? new Date(finished.getTime() + outcome.delayMs) : null;
      const status = outcome.kind === 'succeeded' ? 'succeeded' : outcome.kind === 'retry' ? 'pending' : 'failed';
      const saved = await repos.own.deliveries.set(organisationId, deliveryId, { status, attempts, nextAttemptAt, lastStatus: response?.status ?? null, lastAttempt: logged }, finished);
      if (saved && nextAttemptAt) await queueAttempt(repos, saved, nextAttemptAt, finished, this.deps.config.jobs.maxAttempts);
      if (outcome.kind === 'gone') {
        await repos.own.endpoints.set(organisationId, endpoint.id, { enabled: false, disabledReason: 'gone' }, finished);
        await repos.audit.append({
          organisationId,
          userId: null,
          impersonatorUserId: null,
          appSlug: INTEGRATIONS_SLUG,
          action: 'webhook-endpoint.disabled',
          entityType: 'webhook-endpoint',
          entityId: endpoint.id,
          before: { enabled: true },
          after: { enabled: false, reason: 'The receiver answered 410 Gone.' },
        });
      }
    });
  }

  /** webhook-id, webhook-timestamp (the attempt's) and webhook-signature: one `v1,` signature per secret that signs now. */
  private signedHeaders(endpoint: EndpointRow, delivery: DeliveryRow, at: Date): Record<string, string> {
    const open = (sealed: string) => {
      const secret = openSecret(this.deps.keys, sealed);
      if (secret === null) throw new Error('The webhook secret cannot be opened with the server keys');
      return secret;
    };
    const secrets = signingSecrets(
      { secret: open(endpoint.secretSealed), previousSecret: endpoint.previousSecretSealed && open(endpoint.previousSecretSealed), previousSecretUntil: endpoint.previousSecretUntil },
      at,
    );
    return {
      'content-type': 'application/json',
      'user-agent': 'IT-Asset-Portal-Webhooks/1',
      'webhook-id': delivery.messageId,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(delivery.messageId, at, delivery.body)).join(' '),
    };
  }

  private async endpoint(organisationId: string, id: string): Promise<EndpointRow> {
    const endpoint = await this.deps.store.repos.own.endpoints.find(organisationId, id);
    if (!endpoint) throw notFound('webhook endpoint');
    return endpoint;
  }

  private async delivery(organisationId: string, endpointId: string, id: string): Promise<DeliveryRow> {
    const delivery = await this.deps.store.repos.own.deliveries.find(organisationId, id);
    if (!delivery || delivery.endpointId !== endpointId) throw notFound('webhook delivery');
    return delivery;
  }
}
