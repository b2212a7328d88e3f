import { DEMO } from '../../../seed/demo-seed';
import type { Answer, TestServer } from '../../../../tests/server/harness';
import { signedIn } from '../../../../tests/server/callers';

export const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const SCIM_PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type ScimMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An API token with the scim scope, made by the demo's admin in Integrations, as an identity provider is given one. */
export async function scimToken(server: TestServer, name = 'Okta'): Promise<string> {
  const admin = await signedIn(server, DEMO.admin.email);
  return (await admin.call<{ token: string }>('POST', '/integrations/tokens', { name, scopes: ['scim'], expiresAt: null })).body.token;
}

/** One SCIM call as an identity provider makes it: the token, and a body in SCIM's media type. */
export function scimCall(server: TestServer, token: string, method: ScimMethod, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<Json>> {
  return server.call<Json>(method, `/scim/v2${path}`, {
    token,
    headers: { ...(body !== undefined && { 'content-type': 'application/scim+json' }), ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}
