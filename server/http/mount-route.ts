import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  API_PREFIX,
  type AnswerOf,
  type Audience,
  type BodyOf,
  type FileDownload,
  type FileUploadSpec,
  type ParamsOf,
  type QueryOf,
  type RouteDescriptor,
  type RouteRequest,
  type SuccessAnswer,
} from '../../contract/descriptor';
import { ProblemTypes } from '../../contract/problem';
import { fieldErrorsOf } from '../../contract/field-problems';
import type { ApiTokenGrant, CallerContext, ExternalPrincipal, StaffPrincipal } from '../principal';
import { scopesOpen } from '../security/api-tokens';
import { ApiProblem, forbidden, unauthenticated } from '../problems';
import type { Repositories } from '../repositories';
import type { Authentication } from '../services/authentication';
import type { AccessCache } from './access-cache';
import { serializerOf } from './answer-serializer';
import { bearerToken } from './bearer';
import { deviceTokenOf } from './device-cookie';
import type { RateLimitKeys } from './rate-limit-keys';
import { noteCaller } from './request-log';
import { takeUploads, uploadedFileOf } from './upload-body';

type PrincipalFor<A extends Audience> = A extends 'staff' ? StaffPrincipal : A extends 'external' ? ExternalPrincipal : null;
type PrincipalOf<R> = R extends RouteDescriptor<RouteRequest, SuccessAnswer, infer A> ? PrincipalFor<A> : never;

/** For headers beyond the answer's shape, such as a cookie. */
export interface ReplyHeaders {
  header(name: string, value: string): unknown;
}

export interface HandlerInput<R> {
  readonly params: ParamsOf<R>;
  readonly query: QueryOf<R>;
  readonly body: BodyOf<R>;
  readonly principal: PrincipalOf<R>;
  readonly caller: CallerContext;
  readonly reply: ReplyHeaders;
}

export type RouteHandler<R> = (input: HandlerInput<R>) => Promise<AnswerOf<R>>;

/** What mounting needs beyond the handler: who the token belongs to, and what they may open. */
export interface Guards {
  readonly authentication: Authentication;
  /** The same cache as the authentication's: the allowed-app answers live beside the principals. */
  readonly access: AccessCache;
  /** Only the allowed-app rule's: an app's routes reach their repositories through their services. */
  readonly repos: Pick<Repositories, 'apps'>;
  readonly rateLimitKeys: RateLimitKeys;
  /** The most bytes an upload route reads (FILE_MAX_BYTES). */
  readonly uploadLimitBytes: number;
  /** Parse every answer by its schema before it goes out, and fail on one the serializer would write otherwise. */
  readonly checkAnswers: boolean;
}

function parsed(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors = fieldErrorsOf(result.error.issues, where);
  throw new ApiProblem(400, ProblemTypes.validation, 'The request is not valid', `Check ${where}.`, errors);
}

async function principalOf(route: RouteDescriptor, request: FastifyRequest, guards: Guards) {
  if (route.audience === 'public') return null;
  const token = bearerToken(request);
  const principal = token ? await guards.authentication[route.audience](token) : null;
  if (!token || !principal) throw unauthenticated();
  guards.rateLimitKeys.remember(token, principal);
  if (principal.kind === 'staff') {
    noteCaller(request, principal);
    await checkAccess(route, principal, guards);
  }
  return principal;
}

/** The role rule of the route, then the allowed-app rule of its owning app (and an API token's scopes). */
async function checkAccess(route: RouteDescriptor, principal: StaffPrincipal, { repos, access }: Guards): Promise<void> {
  if (route.roles && !route.roles.includes(principal.role)) throw forbidden(`Only ${route.roles.join(' and ')} may do this.`);
  const slug = route.appSlug;
  if (principal.apiToken) checkTokenScope(route, principal.apiToken);
  if (!slug) return;
  const { organisationId, role } = principal;
  if (!(await access.answer(`app:${organisationId}:${role}:${slug}`, () => repos.apps.opensTo(organisationId, role, slug)))) {
    throw new ApiProblem(403, ProblemTypes.appNotAllowed, 'This app is not open to you', `Ask an admin to grant ${route.appSlug}.`);
  }
}

/** A token opens only the apps it is scoped to, and read only GET: the shell's own routes are for people. */
function checkTokenScope(route: RouteDescriptor, grant: ApiTokenGrant): void {
  if (!route.appSlug || !scopesOpen(grant.scopes, route.appSlug, route.method)) {
    throw new ApiProblem(403, ProblemTypes.tokenScope, 'This token may not do this', `The token is not scoped to ${route.appSlug ?? 'this call'} for ${route.method}.`);
  }
}

/** A call that may change who may do what: the remembered checks go before its answer does, whatever it answers. */
async function changing<T>(access: AccessCache, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    access.forget();
  }
}

/**
 * The JSON of an answer. Where answers are checked (development and tests), the answer must fit its schema, and
 * the serializer must write what the schema's parse returns: a contract the serializer reads otherwise fails loudly.
 */
function jsonOf(route: RouteDescriptor, schema: z.ZodType, answer: unknown, checked: boolean): string {
  const serialize = serializerOf(schema);
  if (!checked) return serialize(answer);
  const parsed = schema.parse(answer);
  const json = serialize(parsed);
  if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(parsed)))) {
    throw new Error(`The answer of ${route.id} is written otherwise than its schema reads it`);
  }
  return json;
}

function send(route: RouteDescriptor, reply: FastifyReply, answer: unknown, checkAnswers: boolean): FastifyReply {
  const { success } = route;
  switch (success.kind) {
    case 'json':
      return reply
        .code(success.status)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(jsonOf(route, success.schema, answer, checkAnswers));
    case 'empty':
      return reply.code(204).send();
    case 'redirect':
      return reply.redirect((answer as { location: string }).location, 302);
    case 'html':
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(answer);
    case 'file': {
      const { bytes, contentType, maxAgeSeconds } = answer as FileDownload;
      const caching = maxAgeSeconds > 0 ? `private, max-age=${maxAgeSeconds}, immutable` : 'no-store';
      return reply.type(contentType).header('cache-control', caching).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    }
  }
}

/**
 * Mounts one route of the contract: authenticate (401), check role and app (403), validate params, query and
 * body (400), run the handler, and answer in the declared shape; the answer is parsed by the contract on the way out.
 * An upload route takes its file in a scope of its own (see upload-body.ts), once its caller is known.
 */
export function mountRoute<R extends RouteDescriptor<RouteRequest, SuccessAnswer, Audience>>(
  app: FastifyInstance,
  route: R,
  guards: Guards,
  handler: RouteHandler<R>,
): void {
  const descriptor: RouteDescriptor = route;
  const { upload } = descriptor.request;
  if (!upload) return addRoute(app, descriptor, guards, handler, null);
  app.register(async (scope) => {
    takeUploads(scope, guards.uploadLimitBytes);
    addRoute(scope, descriptor, guards, handler, upload);
  });
}

function addRoute<R>(app: FastifyInstance, descriptor: RouteDescriptor, guards: Guards, handler: RouteHandler<R>, upload: FileUploadSpec | null) {
  // An upload's caller is known before its bytes are read: no stranger makes the server take in megabytes.
  const callers = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof principalOf>>>();
  app.route({
    method: descriptor.method,
    url: `${API_PREFIX}${descriptor.path}`,
    ...(descriptor.bodyLimitBytes !== undefined && { bodyLimit: descriptor.bodyLimitBytes }),
    ...(upload && {
      onRequest: async (request: FastifyRequest) => {
        callers.set(request, await principalOf(descriptor, request, guards));
      },
    }),
    handler: async (request, reply) => {
      const principal = upload ? callers.get(request) : await principalOf(descriptor, request, guards);
      const headers: ReplyHeaders = reply;
      const input = {
        params: parsed(descriptor.request.params, request.params, 'params'),
        query: parsed(descriptor.request.query, request.query, 'query'),
        body: upload ? uploadedFileOf(upload, request) : parsed(descriptor.request.body, request.body, 'body'),
        principal,
        caller: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, device: deviceTokenOf(request) },
        reply: headers,
      } as HandlerInput<R>;
      const answer = descriptor.method === 'GET' ? await handler(input) : await changing(guards.access, () => handler(input));
      return send(descriptor, reply, answer, guards.checkAnswers);
    },
  });
}
