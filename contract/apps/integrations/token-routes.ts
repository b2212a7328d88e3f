import { ADMIN_ROLES } from '../../common';
import { appRoute, json } from '../../descriptor';
import { byId } from '../../records';
import { INTEGRATIONS_SLUG } from '../../../src/apps/integrations/domain/slug';
import { ApiToken, ApiTokenList, ApiTokenListQuery, CreateApiTokenRequest, CreatedApiToken } from './token-schemas';

export const listApiTokens = appRoute(INTEGRATIONS_SLUG, {
  id: 'listApiTokens',
  method: 'GET',
  path: '/integrations/tokens',
  summary: "The organisation's API tokens, newest first (never the tokens themselves)",
  roles: ADMIN_ROLES,
  request: { query: ApiTokenListQuery },
  success: json(ApiTokenList),
});
export const createApiToken = appRoute(INTEGRATIONS_SLUG, {
  id: 'createApiToken',
  method: 'POST',
  path: '/integrations/tokens',
  summary: 'Make an API token scoped per app (read or write) and to SCIM; the answer shows the token, once',
  roles: ADMIN_ROLES,
  request: { body: CreateApiTokenRequest },
  success: json(CreatedApiToken, 201),
  problems: [422],
});
export const revokeApiToken = appRoute(INTEGRATIONS_SLUG, {
  id: 'revokeApiToken',
  method: 'POST',
  path: '/integrations/tokens/:id/revoke',
  summary: 'Revoke an API token: calls carrying it are refused from now on',
  roles: ADMIN_ROLES,
  request: byId,
  success: json(ApiToken),
  problems: [404],
});

export const tokenRoutes = [listApiTokens, createApiToken, revokeApiToken] as const;
