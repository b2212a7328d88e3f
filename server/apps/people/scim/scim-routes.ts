import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, SCIM_SCOPE, type Guards, type StaffPrincipal } from '../../../kernel';
import { resourceTypes, schemas, serviceProviderConfig } from './scim-discovery';
import { SCIM_CONTENT_TYPE, ScimError, scimErrorBody, scimUnauthorized } from './scim-error';
import type { ScimGroupService } from './scim-group-service';
import { SCIM_PATH, type ScimUserService } from './scim-user-service';

type Params = { id: string };
const principals = new WeakMap<FastifyRequest, StaffPrincipal>();

function send(reply: FastifyReply, status: number, body: unknown, version?: string) {
  reply.code(status).type(SCIM_CONTENT_TYPE).header('cache-control', 'no-store');
  if (version) reply.header('etag', version);
  return reply.send(JSON.stringify(body));
}

/** The token's grant: only an API token holding the scim scope opens SCIM (a session does not). */
async function authenticate(request: FastifyRequest, guards: Guards): Promise<void> {
  const token = bearerToken(request);
  const principal = token ? await guards.authentication.staff(token) : null;
  if (!principal?.apiToken?.scopes.includes(SCIM_SCOPE)) throw scimUnauthorized();
  guards.rateLimitKeys.remember(token!, principal);
  principals.set(request, principal);
}

type Resource = { readonly meta: { readonly version: string; readonly location: string } };

/** What a SCIM resource type's service does (Users, Groups): the six calls of RFC 7644 §3. */
interface ScimResourceService {
  list(principal: StaffPrincipal, query: Record<string, unknown>): Promise<unknown>;
  get(principal: StaffPrincipal, id: string, query: Record<string, unknown>): Promise<Resource>;
  create(principal: StaffPrincipal, body: unknown): Promise<Resource>;
  replace(principal: StaffPrincipal, id: string, body: unknown, ifMatch: string | undefined): Promise<Resource>;
  patch(principal: StaffPrincipal, id: string, body: unknown, ifMatch: string | undefined): Promise<Resource>;
  remove(principal: StaffPrincipal, id: string, ifMatch: string | undefined): Promise<void>;
}

/** One resource type's endpoints: each answer with its ETag, a new one with its Location. */
function mountResource(
  scim: FastifyInstance,
  path: string,
  service: ScimResourceService,
  { principal, ifMatch }: { principal: (request: FastifyRequest) => StaffPrincipal; ifMatch: (request: FastifyRequest) => string | undefined },
): void {
  const query = (request: FastifyRequest) => request.query as Record<string, unknown>;
  scim.get(path, async (request, reply) => send(reply, 200, await service.list(principal(request), query(request))));
  scim.get<{ Params: Params }>(`${path}/:id`, async (request, reply) => {
    const found = await service.get(principal(request), request.params.id, query(request));
    return send(reply, 200, found, found.meta.version);
  });
  scim.post(path, async (request, reply) => {
    const created = await service.create(principal(request), request.body);
    reply.header('location', created.meta.location);
    return send(reply, 201, created, created.meta.version);
  });
  scim.put<{ Params: Params }>(`${path}/:id`, async (request, reply) => {
    const replaced = await service.replace(principal(request), request.params.id, request.body, ifMatch(request));
    return send(reply, 200, replaced, replaced.meta.version);
  });
  scim.patch<{ Params: Params }>(`${path}/:id`, async (request, reply) => {
    const patched = await service.patch(principal(request), request.params.id, request.body, ifMatch(request));
    return send(reply, 200, patched, patched.meta.version);
  });
  scim.delete<{ Params: Params }>(`${path}/:id`, async (request, reply) => {
    await service.remove(principal(request), request.params.id, ifMatch(request));
    return reply.code(204).send();
  });
}

/**
 * SCIM 2.0 at /scim/v2 (RFC 7644), beside the contract's API: its own media type, its own error schema, and an
 * identity provider's paths. Fastify's JSON parser takes application/scim+json here too.
 */
export function mountScimRoutes(api: FastifyInstance, guards: Guards, services: { users: ScimUserService; groups: ScimGroupService }, publicUrl: string): void {
  const { users, groups } = services;
  const baseUrl = `${publicUrl}${SCIM_PATH}`;
  void api.register(
    async (scim) => {
      scim.addContentTypeParser(['application/scim+json'], { parseAs: 'string' }, scim.getDefaultJsonParser('error', 'ignore'));
      scim.addHook('onRequest', async (request) => authenticate(request, guards));
      scim.setErrorHandler((error, request, reply) => {
        if (error instanceof ScimError) {
          if (error.status === 401) reply.header('www-authenticate', 'Bearer realm="scim"');
          return send(reply, error.status, scimErrorBody(error));
        }
        const status = (error as { statusCode?: number }).statusCode;
        if (status && status >= 400 && status < 500) return send(reply, status, scimErrorBody(new ScimError(status, 'The request body is not valid JSON.', 'invalidSyntax')));
        request.log.error(error, 'SCIM request failed');
        return send(reply, 500, scimErrorBody(new ScimError(500, 'The server failed; nothing was changed.')));
      });
      scim.setNotFoundHandler((request, reply) => send(reply, 404, scimErrorBody(new ScimError(404, `No SCIM endpoint ${request.method} ${request.url.split('?')[0]}`))));
      const principal = (request: FastifyRequest) => principals.get(request)!;
      const ifMatch = (request: FastifyRequest) => request.headers['if-match'];

      scim.get('/ServiceProviderConfig', (_, reply) => send(reply, 200, serviceProviderConfig(baseUrl)));
      scim.get('/ResourceTypes', (_, reply) => send(reply, 200, resourceTypes(baseUrl)));
      scim.get('/Schemas', (_, reply) => send(reply, 200, schemas(baseUrl)));

      mountResource(scim, '/Users', users, { principal, ifMatch });
      mountResource(scim, '/Groups', groups, { principal, ifMatch });
    },
    { prefix: SCIM_PATH },
  );
}
