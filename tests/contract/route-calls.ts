import { expect } from 'vitest';
import { pathOf, type ResultOf, type RouteDescriptor } from '../../contract/descriptor';
import { Problem, type ProblemType } from '../../contract/problem';
import type { Backend, RawAnswer } from './backends';
import { recordCall } from './recorded-calls';

export interface RouteRequest {
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  /** An upload's content type, when the body is its bytes. */
  readonly contentType?: string;
  /** The caller; without one, the suite's default caller. */
  readonly token?: string;
}

/** Calls of contract routes against one backend, each answer held to the route's contract. */
export function routeCalls(backend: Backend, defaultToken: () => string | undefined = () => undefined) {
  function send(route: RouteDescriptor, request: RouteRequest = {}): Promise<RawAnswer> {
    recordCall(backend.name, route.id);
    const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
    return backend.send(route.method, `${pathOf(route, request.params)}${query}`, {
      token: request.token ?? defaultToken(),
      body: request.body,
      contentType: request.contentType,
    });
  }

  /** The route's success status and a body its schema accepts. */
  async function ok<R extends RouteDescriptor>(route: R, request: RouteRequest = {}): Promise<ResultOf<R>> {
    const answer = await send(route, request);
    expect(answer.status, `${route.id}: ${JSON.stringify(answer.body)}`).toBe(route.success.status);
    if (route.success.kind !== 'json') return undefined as ResultOf<R>;
    expect(answer.contentType).toMatch(/^application\/json/);
    return route.success.schema.parse(answer.body) as ResultOf<R>;
  }

  /** A problem+json answer of the status, and of the type when one is named. */
  async function problem(route: RouteDescriptor, request: RouteRequest, status: number, type?: ProblemType): Promise<Problem> {
    const answer = await send(route, request);
    expect(answer.status, route.id).toBe(status);
    expect(answer.contentType).toMatch(/^application\/problem\+json/);
    const parsed = Problem.parse(answer.body);
    expect(parsed.status).toBe(status);
    if (type) expect(parsed.type).toBe(type);
    return parsed;
  }

  return { send, ok, problem };
}
