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

      scim.get('/Users', async (request, reply) => send(reply, 200, await users.list(principal(request), request.query as Record<string, unknown>)));
      scim.get<{ Params: Params }>('/Users/:id', async (request, reply) => {
        const user = await users.get(principal(request), request.params.id);
        return send(reply, 200, user, user.meta.version);
      });
      scim.post('/Users', async (request, reply) => {
        const user = await users.create(principal(request), request.body);
        reply.header('location', user.meta.location);
        return send(reply, 201, user, user.meta.version);
      });
      scim.put<{ Params: Params }>('/Users/:id', async (request, reply) => {
        const user = await users.replace(principal(request), request.params.id, request.body, ifMatch(request));
        return send(reply, 200, user, user.meta.version);
      });
      scim.patch<{ Params: Params }>('/Users/:id', async (request, reply) => {
        const user = await users.patch(principal(request), request.params.id, request.body, ifMatch(request));
        return send(reply, 200, user, user.meta.version);
      });
      scim.delete<{ Params: Params }>('/Users/:id', async (request, reply) => {
        await users.remove(principal(request), request.params.id, ifMatch(request));
        return reply.code(204).send();
      });

      scim.get('/Groups', async (request, reply) => send(reply, 200, await groups.list(principal(request), request.query as Record<string, unknown>)));
      scim.get<{ Params: Params }>('/Groups/:id', async (request, reply) => {
        const group = await groups.get(principal(request), request.params.id, request.query as Record<string, unknown>);
        return send(reply, 200, group, group.meta.version);
      });
      scim.post('/Groups', async (request, reply) => {
        const group = await groups.create(principal(request), request.body);
        reply.header('location', group.meta.location);
        return send(reply, 201, group, group.meta.version);
      });
      scim.put<{ Params: Params }>('/Groups/:id', async (request, reply) => {
        const group = await groups.replace(principal(request), request.params.id, request.body, ifMatch(request));
        return send(reply, 200, group, group.meta.version);
      });
      scim.patch<{ Params: Params }>('/Groups/:id', async (request, reply) => {
        const group = await groups.patch(principal(request), request.params.id, request.body, ifMatch(request));
        return send(reply, 200, group, group.meta.version);
      });
      scim.delete<{ Params: Params }>('/Groups/:id', async (request, reply) => {
        await groups.remove(principal(request), request.params.id, ifMatch(request));
        return reply.code(204).send();
      });
    },
    { prefix: SCIM_PATH },
  );
}
