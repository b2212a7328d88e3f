import { http, HttpResponse, type HttpHandler } from 'msw';
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
import { PROBLEM_CONTENT_TYPE, ProblemTypes, type FieldError, type ProblemType } from '../../contract/problem';
import { fieldErrorsOf } from '../../contract/field-problems';
import type { MockSession, MockState, MockUser } from './mock-state';

/** The server's body limit, so that the mocks refuse what the server refuses. */
const BODY_LIMIT_BYTES = 64 * 1024;
/** The server's default FILE_MAX_BYTES. */
const UPLOAD_LIMIT_BYTES = 10 * 2 ** 20;

export class MockProblem extends Error {
  constructor(
    readonly status: number,
    readonly type: ProblemType,
    readonly title: string,
    readonly errors?: FieldError[],
    readonly rule?: { readonly code: string; readonly params: Readonly<Record<string, string | number>> },
  ) {
    super(title);
  }
}

export const mockNotFound = (what: string) => new MockProblem(404, ProblemTypes.notFound, `No such ${what}`);

export interface StaffCaller {
  readonly user: MockUser;
  readonly session: MockSession;
}
export interface ExternalCaller {
  readonly email: string;
  readonly sessionId: string;
  readonly expiresAt: string;
}
type CallerFor<A extends Audience> = A extends 'staff' ? StaffCaller : A extends 'external' ? ExternalCaller : null;
type CallerOf<R> = R extends RouteDescriptor<RouteRequest, SuccessAnswer, infer A> ? CallerFor<A> : never;

export interface MockInput<R> {
  readonly params: ParamsOf<R>;
  readonly query: QueryOf<R>;
  readonly body: BodyOf<R>;
  readonly caller: CallerOf<R>;
}

function parsed(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrorsOf(result.error.issues, where);
  throw new MockProblem(400, ProblemTypes.validation, 'The request is not valid', errors);
}

/** Like the server: whatever is sent is parsed as JSON, whether or not the route takes a body. */
async function bodyOf(request: Request, limit = BODY_LIMIT_BYTES): Promise<unknown> {
  const text = await request.text();
  if (!text && !request.headers.has('content-type')) return undefined;
  if (text.length > limit) throw new MockProblem(413, ProblemTypes.payloadTooLarge, 'The request body is too large');
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) {
    throw new MockProblem(415, ProblemTypes.unsupportedMediaType, 'Send the body as application/json');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new MockProblem(400, ProblemTypes.malformed, 'The request is malformed');
  }
}

/** An upload's bytes, refused like the server refuses them but for the sniffing of its content. */
async function uploadOf(request: Request, spec: FileUploadSpec) {
  const bytes = new Uint8Array(await request.arrayBuffer());
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (bytes.length > UPLOAD_LIMIT_BYTES) throw new MockProblem(413, ProblemTypes.payloadTooLarge, 'The request body is too large');
  if (!spec.contentTypes.includes(contentType)) throw new MockProblem(415, ProblemTypes.unsupportedMediaType, 'This kind of file is not taken here');
  if (bytes.length === 0) throw new MockProblem(400, ProblemTypes.validation, 'The request is not valid', [{ path: 'body', message: 'The file is empty.' }]);
  return { bytes, contentType };
}

function callerOf(state: MockState, route: RouteDescriptor, request: Request): StaffCaller | ExternalCaller | null {
  if (route.audience === 'public') return null;
  const token = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const unauthenticated = new MockProblem(401, ProblemTypes.unauthenticated, 'Sign in first');
  if (route.audience === 'external') {
    const session = state.externalSessions.find((s) => s.token === token && !s.revoked && s.expiresAt > new Date().toISOString());
    if (!session) throw unauthenticated;
    return { email: session.email, sessionId: session.id, expiresAt: session.expiresAt };
  }
  const session = state.activeSession(token);
  const user = session && state.users.find((candidate) => candidate.id === session.userId);
  if (!session || !user) throw unauthenticated;
  if (route.roles && !route.roles.includes(user.role)) throw new MockProblem(403, ProblemTypes.forbidden, 'Not allowed');
  if (route.appSlug && !state.access(user).allowed.includes(route.appSlug)) {
    throw new MockProblem(403, ProblemTypes.appNotAllowed, 'This app is not open to you');
  }
  return { user, session };
}

function answer(route: RouteDescriptor, result: unknown): Response {
  const { success } = route;
  switch (success.kind) {
    case 'json':
      return new HttpResponse(JSON.stringify(success.schema.parse(result)), {
        status: success.status,
        headers: { 'content-type': 'application/json' },
      });
    case 'empty':
      return new HttpResponse(null, { status: 204 });
    case 'redirect':
      return new HttpResponse(null, { status: 302, headers: { location: (result as { location: string }).location } });
    case 'html':
      return HttpResponse.html(result as string);
    case 'file': {
      const { bytes, contentType } = result as FileDownload;
      return new HttpResponse(new Blob([new Uint8Array(bytes)], { type: contentType }), { status: 200, headers: { 'content-type': contentType } });
    }
  }
}

/**
 * One route of the contract as an MSW handler, with the server's order of checks: token (401), role and app (403),
 * params, query and body (400), then the handler; the answer is parsed by the contract like the server's.
 */
export type MockHandler<R> = (input: MockInput<R>) => AnswerOf<R> | Promise<AnswerOf<R>>;

type AnyRoute = RouteDescriptor<RouteRequest, SuccessAnswer, Audience>;

export function mockRoute<R extends AnyRoute>(state: MockState, baseUrl: string, route: R, handler: MockHandler<R>): HttpHandler {
  const descriptor: RouteDescriptor = route;
  const method = descriptor.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  const path = `${baseUrl}${API_PREFIX}${descriptor.path}`;
  return http[method](path, async ({ request, params }) => {
    try {
      const caller = callerOf(state, descriptor, request);
      const url = new URL(request.url);
      const { upload } = descriptor.request;
      const body = descriptor.method === 'GET' || upload ? undefined : await bodyOf(request, descriptor.bodyLimitBytes);
      const input = {
        params: parsed(descriptor.request.params, params, 'params'),
        query: parsed(descriptor.request.query, Object.fromEntries(url.searchParams), 'query'),
        body: upload ? await uploadOf(request, upload) : parsed(descriptor.request.body, body, 'body'),
        caller,
      } as MockInput<R>;
      return answer(descriptor, await handler(input));
    } catch (error) {
      if (!(error instanceof MockProblem)) throw error;
      const { status, type, title, errors, rule } = error;
      const problem = { type, title, status, instance: new URL(request.url).pathname, ...(errors && { errors }), ...(rule && { code: rule.code, params: rule.params }) };
      return new HttpResponse(JSON.stringify(problem), { status, headers: { 'content-type': PROBLEM_CONTENT_TYPE } });
    }
  });
}

/** Binds routes to one state and base address: `route(descriptor, handler)`. */
export function mockRouter(state: MockState, baseUrl: string) {
  return <R extends AnyRoute>(route: R, handler: MockHandler<R>) => mockRoute(state, baseUrl, route, handler);
}

/** The portal's own address: the base address when given, else the page's. */
export function originOf(baseUrl: string): string {
  return baseUrl || (typeof location === 'undefined' ? '' : location.origin);
}
