import type { z } from 'zod';
import { appCatalogue } from '../../../../contract/catalogue';
import type { ApiToken, ApiTokenListQuery, CreateApiTokenRequest, CreatedApiToken } from '../../../../contract/apps/integrations/token-schemas';
import { appGrantsOf, normalisedScopes, scopesOfApp, tokenStatus } from '../../../../src/apps/integrations/domain/token-scopes';
import { INTEGRATIONS_SLUG } from '../../../../src/apps/integrations/domain/slug';
import { auditBy, fieldProblem, hashToken, mintApiToken, notFound, pageAnswer, type ApiTokenRow, type StaffPrincipal } from '../../../kernel';
import type { IntegrationsDeps } from './service-deps';

/**
 * The apps a token may be scoped to: every app with an API of its own, but not Integrations (a token never mints
 * tokens) and not the partners' apps shown in a frame (they have none here).
 */
const scopableApps = new Set(appCatalogue.filter((app) => app.frameUrl === null && app.slug !== INTEGRATIONS_SLUG).map((app) => app.slug));

/** API tokens, managed by admins in Integrations; authenticating with them is the kernel's (authentication.ts). */
export class TokenService {
  constructor(private readonly deps: IntegrationsDeps) {}

  async list(principal: StaffPrincipal, query: z.output<typeof ApiTokenListQuery>) {
    const anyScope = query.scope ? [query.scope] : query.app ? scopesOfApp(query.app) : undefined;
    const { rows, total } = await this.deps.store.repos.apiTokens.list(principal.organisationId, { ...query, anyScope });
    return pageAnswer(await this.views(principal.organisationId, rows), total, query);
  }

  async create(principal: StaffPrincipal, request: CreateApiTokenRequest): Promise<CreatedApiToken> {
    const now = this.deps.now();
    const unknown = appGrantsOf(request.scopes).find((grant) => !scopableApps.has(grant.slug));
    if (unknown) throw fieldProblem('body.scopes', `No app ${unknown.slug} takes API tokens.`);
    const expiresAt = request.expiresAt === null ? null : new Date(request.expiresAt);
    if (expiresAt && expiresAt <= now) throw fieldProblem('body.expiresAt', 'The expiry must lie in the future.');
    const { token, prefix } = mintApiToken();
    const row = await this.deps.store.transaction(async (repos) => {
      const created = await repos.apiTokens.create({
        organisationId: principal.organisationId,
        name: request.name,
        scopes: normalisedScopes(request.scopes),
        prefix,
        tokenHash: hashToken(token),
        createdByUserId: principal.userId,
        expiresAt,
      });
      await repos.audit.append(auditBy(principal, { action: 'api-token.created', entityType: 'api-token', entityId: created.id, appSlug: INTEGRATIONS_SLUG, after: auditedOf(created) }));
      return created;
    });
    const [view] = await this.views(principal.organisationId, [row]);
    return { ...view!, token };
  }

  async revoke(principal: StaffPrincipal, id: string): Promise<ApiToken> {
    const now = this.deps.now();
    const row = await this.deps.store.transaction(async (repos) => {
      const revoked = await repos.apiTokens.revoke(principal.organisationId, id, now);
      if (!revoked) {
        // Revoking twice answers the token as it stands: the admin's intent holds either way.
        const existing = await repos.apiTokens.find(principal.organisationId, id);
        if (!existing) throw notFound('API token');
        return existing;
      }
      await repos.audit.append(auditBy(principal, { action: 'api-token.revoked', entityType: 'api-token', entityId: id, appSlug: INTEGRATIONS_SLUG, before: auditedOf({ ...revoked, revokedAt: null }), after: auditedOf(revoked) }));
      return revoked;
    });
    const [view] = await this.views(principal.organisationId, [row]);
    return view!;
  }

  private async views(organisationId: string, rows: readonly ApiTokenRow[]): Promise<ApiToken[]> {
    const now = this.deps.now();
    const makers = await this.deps.store.repos.users.findMany(organisationId, [...new Set(rows.map((row) => row.createdByUserId))]);
    const byId = new Map(makers.map((user) => [user.id, { id: user.id, name: user.name, email: user.email }]));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      scopes: row.scopes,
      prefix: row.prefix,
      createdAt: row.createdAt.toISOString(),
      createdBy: byId.get(row.createdByUserId) ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      status: tokenStatus(row, now),
    }));
  }
}

/** What the trail keeps of a token: never its hash. */
function auditedOf(row: ApiTokenRow) {
  return { name: row.name, scopes: row.scopes, prefix: row.prefix, expiresAt: row.expiresAt?.toISOString() ?? null, revokedAt: row.revokedAt?.toISOString() ?? null };
}
