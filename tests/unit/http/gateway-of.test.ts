import ky from 'ky';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { defineRoute, empty, type HttpMethod, type RouteRequest } from '../../../contract/descriptor';
import { ContractClient } from '../../../src/adapters/http/contract-client';
import { call, gatewayOf } from '../../../src/adapters/http/gateway-of';

const probe = <Request extends RouteRequest>(method: HttpMethod, path: string, request: Request) =>
  defineRoute({ id: `probe ${method} ${path}`, method, path, summary: 'A probe', tag: 'Probe', request, success: empty });

const routes = {
  release: probe('DELETE', '/licences/:id/seats/:seatId', { params: z.object({ id: z.string(), seatId: z.string() }) }),
  rename: probe('PATCH', '/people/:id', { params: z.object({ id: z.string() }), body: z.object({ name: z.string() }) }),
  list: probe('GET', '/people', { query: z.object({ q: z.string().optional(), page: z.number().optional(), archived: z.enum(['true', 'false']).optional() }) }),
  requestCode: probe('POST', '/codes', { body: z.object({ email: z.string() }) }),
};

interface ProbeGateway {
  release(id: string, seatId: string): Promise<void>;
  rename(id: string, change: { readonly name: string }): Promise<void>;
  list(query: { readonly q?: string; readonly page?: number; readonly archived?: boolean }): Promise<void>;
  requestCode(email: string): Promise<void>;
}

const createProbeGateway = gatewayOf<ProbeGateway>({
  release: call(routes.release),
  rename: call(routes.rename),
  list: call(routes.list),
  requestCode: call(routes.requestCode, (email) => ({ body: { email }, token: 'visitor-token' })),
});

interface Sent {
  readonly line: string;
  readonly body: unknown;
  readonly authorization: string | null;
}

/** The gateway over a fetch that records each request and answers 204. */
function recorded() {
  const sent: Sent[] = [];
  const fetch = async (request: Request) => {
    const body = await request.text();
    sent.push({ line: `${request.method} ${request.url}`, body: body ? JSON.parse(body) : undefined, authorization: request.headers.get('Authorization') });
    return new Response(null, { status: 204 });
  };
  const api = ky.create({ prefixUrl: 'http://portal.test/api/v1/', retry: 0, fetch: fetch as typeof globalThis.fetch });
  return { gateway: createProbeGateway(new ContractClient(api)), sent };
}

describe('a gateway made from route descriptors', () => {
  it('fills the path parameters from the leading arguments, in path order', async () => {
    const { gateway, sent } = recorded();
    await gateway.release('lic 1', 'seat/2');
    expect(sent).toEqual([{ line: 'DELETE http://portal.test/api/v1/licences/lic%201/seats/seat%2F2', body: undefined, authorization: null }]);
  });

  it('sends the argument after them as the body when the route takes one', async () => {
    const { gateway, sent } = recorded();
    await gateway.rename('p1', { name: 'Ada' });
    expect(sent).toEqual([{ line: 'PATCH http://portal.test/api/v1/people/p1', body: { name: 'Ada' }, authorization: null }]);
  });

  it('sends it as the query otherwise, leaving out unset and empty filters', async () => {
    const { gateway, sent } = recorded();
    await gateway.list({ q: '', page: 2, archived: false });
    expect(sent.map(({ line }) => line)).toEqual(['GET http://portal.test/api/v1/people?page=2&archived=false']);
  });

  it('lets an input mapper shape the request, down to the token it is sent with', async () => {
    const { gateway, sent } = recorded();
    await gateway.requestCode('ada@example.test');
    expect(sent).toEqual([{ line: 'POST http://portal.test/api/v1/codes', body: { email: 'ada@example.test' }, authorization: 'Bearer visitor-token' }]);
  });
});
