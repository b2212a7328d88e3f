import { setupServer } from 'msw/node';
import { createHandlers, MockState } from '../mocks/handlers';
import { startTestServer, type TestServer } from '../server/harness';

export interface RawAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: unknown;
  readonly location: string | null;
}

export interface Call {
  readonly token?: string | undefined;
  /** JSON, or the bytes of an upload (sent under `contentType`). */
  readonly body?: unknown;
  readonly contentType?: string | undefined;
}

/** Something that answers the API: the real server, or the MSW handlers. */
export interface Backend {
  readonly name: string;
  start(): Promise<void>;
  reset(): Promise<void>;
  stop(): Promise<void>;
  send(method: string, path: string, call?: Call): Promise<RawAnswer>;
}

const ORIGIN = 'http://portal.test';

async function decoded(response: { status: number; contentType: string; text: string; location: string | null }): Promise<RawAnswer> {
  const body = /json/.test(response.contentType) && response.text ? JSON.parse(response.text) : undefined;
  return { status: response.status, contentType: response.contentType, body, location: response.location };
}

export function realServer(): Backend {
  let server: TestServer;
  return {
    name: 'the server',
    start: async () => {
      server = await startTestServer();
    },
    reset: () => server.reset(),
    stop: () => server.close(),
    send: async (method, path, { token, body, contentType } = {}) => {
      const answer = await server.call(method as 'GET', path, { token, body, ...(contentType && { headers: { 'content-type': contentType } }) });
      const location = answer.headers.location;
      return decoded({
        status: answer.status,
        contentType: String(answer.headers['content-type'] ?? ''),
        text: answer.text,
        location: typeof location === 'string' ? location : null,
      });
    },
  };
}

export function mockServer(): Backend {
  const msw = setupServer();
  return {
    name: 'the MSW handlers',
    start: async () => {
      msw.listen({ onUnhandledRequest: 'error' });
    },
    reset: async () => {
      msw.resetHandlers(...createHandlers(new MockState(), ORIGIN));
    },
    stop: async () => {
      msw.close();
    },
    send: async (method, path, { token, body, contentType } = {}) => {
      const headers: Record<string, string> = { ...(token && { authorization: `Bearer ${token}` }) };
      if (body !== undefined) headers['content-type'] = contentType ?? 'application/json';
      const response = await fetch(`${ORIGIN}${path}`, {
        method,
        headers,
        redirect: 'manual',
        ...(body !== undefined && { body: body instanceof Uint8Array ? new Uint8Array(body) : JSON.stringify(body) }),
      });
      return decoded({
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        text: await response.text(),
        location: response.headers.get('location'),
      });
    },
  };
}
