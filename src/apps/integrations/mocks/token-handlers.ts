import type { HttpHandler } from 'msw';
import * as r from '../../../../contract/apps/integrations/token-routes';
import { appCatalogue } from '../../../../contract/catalogue';
import { ProblemTypes } from '../../../../contract/problem';
import { appGrantsOf, normalisedScopes, scopesOfApp, tokenStatus } from '../domain/token-scopes';
import { INTEGRATIONS_SLUG } from '../domain/slug';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { tokensOf, type MockApiToken } from './token-mock-state';

const scopable = new Set(appCatalogue.filter((app) => app.frameUrl === null && app.slug !== INTEGRATIONS_SLUG).map((app) => app.slug));
const invalid = (path: string, message: string) => new MockProblem(400, ProblemTypes.validation, message, [{ path, message }]);
const letters = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[byte % 62]).join('');

/** API tokens in memory, like the server's: shown once, listed by prefix, revoked for good. */
export function tokenHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const ofOrganisation = (caller: StaffCaller) => tokensOf(state).filter((token) => token.organisationId === caller.user.organisationId);
  const view = (token: MockApiToken) => {
    const maker = state.users.find((user) => user.id === token.createdById);
    return {
      id: token.id,
      name: token.name,
      scopes: token.scopes,
      prefix: token.prefix,
      createdAt: token.createdAt,
      createdBy: maker ? { id: maker.id, name: maker.name, email: maker.email } : null,
      expiresAt: token.expiresAt,
      lastUsedAt: token.lastUsedAt,
      revokedAt: token.revokedAt,
      status: tokenStatus(token, new Date()),
    };
  };
  return [
    route(r.listApiTokens, ({ caller, query }) => {
      const all = ofOrganisation(caller)
        .filter((token) => !query.scope || token.scopes.includes(query.scope))
        .filter((token) => !query.app || scopesOfApp(query.app).some((scope) => token.scopes.includes(scope)))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const start = (query.page - 1) * query.pageSize;
      return { items: all.slice(start, start + query.pageSize).map(view), total: all.length, page: query.page, pageSize: query.pageSize };
    }),
    route(r.createApiToken, ({ caller, body }) => {
      const unknown = appGrantsOf(body.scopes).find((grant) => !scopable.has(grant.slug));
      if (unknown) throw invalid('body.scopes', `No app ${unknown.slug} takes API tokens.`);
      if (body.expiresAt !== null && Date.parse(body.expiresAt) <= Date.now()) throw invalid('body.expiresAt', 'The expiry must lie in the future.');
      const prefix = `itp_${letters()}`;
      const token: MockApiToken = {
        id: newId(),
        organisationId: caller.user.organisationId,
        name: body.name,
        scopes: normalisedScopes(body.scopes),
        prefix,
        createdAt: new Date().toISOString(),
        createdById: caller.user.id,
        expiresAt: body.expiresAt,
        lastUsedAt: null,
        revokedAt: null,
      };
      tokensOf(state).push(token);
      return { ...view(token), token: `${prefix}_${letters()}${letters()}${letters()}${letters()}${letters()}abc` };
    }),
    route(r.revokeApiToken, ({ caller, params }) => {
      const token = ofOrganisation(caller).find((each) => each.id === params.id);
      if (!token) throw mockNotFound('API token');
      token.revokedAt ??= new Date().toISOString();
      return view(token);
    }),
  ];
}
