import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { ProblemTypes } from '../../../../contract/problem';
import type { CreateWebhookEndpointRequest, UpdateWebhookEndpointRequest, WebhookEndpointListQuery, WebhookEndpointWithSecret } from '../../../../contract/apps/integrations/webhook-schemas';
import { MAX_ENDPOINTS, ROTATION_OVERLAP_MS, SECRET_PREFIX } from '../../../../src/apps/integrations/domain/webhooks';
import { INTEGRATIONS_SLUG } from '../../../../src/apps/integrations/domain/slug';
import { ApiProblem, auditBy, notFound, outboundTarget, pageAnswer, ruleRefused, sealSecret, staleVersion, TargetRefused, type StaffPrincipal } from '../../../kernel';
import type { EndpointRow, EndpointValues } from '../repositories/endpoint-repository';
import type { IntegrationsDeps, WebhookNet } from './service-deps';
import { endpointOf } from './webhook-view';

/** A new signing secret: `whsec_` and 32 random bytes in base64, as Standard Webhooks libraries read it. */
function newSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** What the trail keeps of an endpoint: never its secret. */
function audited(row: EndpointRow) {
  return { url: row.url, description: row.description, eventTypes: row.eventTypes, enabled: row.enabled };
}

/** The organisation's webhook endpoints: added, changed, removed, and their secrets rotated, by admins. */
export class WebhookEndpointService {
  constructor(
    private readonly deps: Pick<IntegrationsDeps, 'store' | 'now' | 'config' | 'keys'>,
    private readonly net: WebhookNet,
  ) {}

  async list(principal: StaffPrincipal, query: z.output<typeof WebhookEndpointListQuery>) {
    const { rows, total } = await this.deps.store.repos.own.endpoints.list(principal.organisationId, query);
    return pageAnswer(rows.map(endpointOf), total, query);
  }

  async create(principal: StaffPrincipal, body: CreateWebhookEndpointRequest): Promise<WebhookEndpointWithSecret> {
    await this.checkUrl(body.url);
    const now = this.deps.now();
    const secret = newSecret();
    const row = await this.deps.store.transaction(async (repos) => {
      if ((await repos.own.endpoints.count(principal.organisationId)) >= MAX_ENDPOINTS) {
        throw ruleRefused(`An organisation keeps at most ${MAX_ENDPOINTS} webhook endpoints.`, 'too-many-endpoints', { max: MAX_ENDPOINTS });
      }
      const created = await repos.own.endpoints.insert({
        organisationId: principal.organisationId,
        url: body.url,
        description: body.description,
        eventTypes: [...new Set(body.eventTypes)],
        enabled: body.enabled,
        disabledReason: null,
        secretSealed: sealSecret(this.deps.keys, secret),
        secretHint: secret.slice(-4),
        createdAt: now,
        updatedAt: now,
      });
      await repos.audit.append(auditBy(principal, { action: 'webhook-endpoint.created', entityType: 'webhook-endpoint', entityId: created.id, appSlug: INTEGRATIONS_SLUG, after: audited(created) }));
      return created;
    });
    return { ...endpointOf(row), secret };
  }

  async update(principal: StaffPrincipal, id: string, body: z.output<typeof UpdateWebhookEndpointRequest>) {
    const { version, ...changes } = body;
    if (changes.url !== undefined) await this.checkUrl(changes.url);
    const values: EndpointValues = { ...changes, ...(changes.eventTypes && { eventTypes: [...new Set(changes.eventTypes)] }), ...(changes.enabled !== undefined && { disabledReason: null }) };
    const row = await this.deps.store.transaction(async (repos) => {
      const before = await repos.own.endpoints.find(principal.organisationId, id);
      if (!before) throw notFound('webhook endpoint');
      const updated = await repos.own.endpoints.update(principal.organisationId, id, version, values, this.deps.now());
      if (!updated) throw staleVersion();
      await repos.audit.append(auditBy(principal, { action: 'webhook-endpoint.updated', entityType: 'webhook-endpoint', entityId: id, appSlug: INTEGRATIONS_SLUG, before: audited(before), after: audited(updated) }));
      return updated;
    });
    return endpointOf(row);
  }

  async remove(principal: StaffPrincipal, id: string): Promise<void> {
    await this.deps.store.transaction(async (repos) => {
      const before = await repos.own.endpoints.find(principal.organisationId, id);
      if (!before || !(await repos.own.endpoints.delete(principal.organisationId, id))) throw notFound('webhook endpoint');
      await repos.audit.append(auditBy(principal, { action: 'webhook-endpoint.deleted', entityType: 'webhook-endpoint', entityId: id, appSlug: INTEGRATIONS_SLUG, before: audited(before) }));
    });
  }

  /** A new secret, shown once; the current one signs beside it for the overlap, then stops. */
  async rotate(principal: StaffPrincipal, id: string): Promise<WebhookEndpointWithSecret> {
    const now = this.deps.now();
    const secret = newSecret();
    const row = await this.deps.store.transaction(async (repos) => {
      const before = await repos.own.endpoints.find(principal.organisationId, id);
      if (!before) throw notFound('webhook endpoint');
      const rotated = await repos.own.endpoints.set(
        principal.organisationId,
        id,
        { secretSealed: sealSecret(this.deps.keys, secret), secretHint: secret.slice(-4), previousSecretSealed: before.secretSealed, previousSecretUntil: new Date(now.getTime() + ROTATION_OVERLAP_MS) },
        now,
      );
      await repos.audit.append(auditBy(principal, { action: 'webhook-endpoint.secret-rotated', entityType: 'webhook-endpoint', entityId: id, appSlug: INTEGRATIONS_SLUG }));
      return rotated!;
    });
    return { ...endpointOf(row), secret };
  }

  /**
   * Refuses an address in the server's own network at the field, as the IMAP host is refused; a name that does not
   * resolve yet is let through, since every attempt checks it again before it connects.
   */
  private async checkUrl(url: string): Promise<void> {
    try {
      await outboundTarget(new URL(url).hostname, { what: 'the webhook URL', allowPrivate: this.deps.config.allowPrivateTargets, ...(this.net.resolve && { resolve: this.net.resolve }) });
    } catch (error) {
      if (error instanceof TargetRefused) {
        throw new ApiProblem(400, ProblemTypes.validation, 'The request is not valid', error.message, [{ path: 'body.url', message: error.message, code: `target-${error.rule}` }]);
      }
    }
  }
}
