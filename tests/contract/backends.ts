import { setupServer } from 'msw/node';
import { createHandlers, MockState } from '../mocks/handlers';
import { startTestServer, type TestServer } from '../server/harness';

export interface RawAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: unknown;
  readonly location: string | null;
  readonly bytes: Uint8Array;
}

export interface Call {
  readonly token?: string | undefined;
  readonly body?: unknown;
  /** A file's bytes as the body, sent as its own content type (uploads). */
  readonly upload?: FileBody | undefined;
}

export interface FileBody {
  readonly contentType: string;
  readonly bytes: Uint8Array;
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

function decoded(response: { status: number; contentType: string; bytes: Uint8Array; location: string | null }): RawAnswer {
  const text = new TextDecoder().decode(response.bytes);
  const body = /json/.test(response.contentType) && text ? JSON.parse(text) : undefined;
  return { ...response, body };
}

export function realServer(): Backend {
  let server: TestServer;
  return {
    name: 'the server',
    start: async () => {
      // The demo's two people, whom the mocks know too: a case compares both backends' answers about them.
      server = await startTestServer({}, { demoCompany: false });
    },
    reset: () => server.reset(),
    stop: () => server.close(),
    send: async (method, path, { token, body, upload } = {}) => {
      const answer = await server.call(method as 'GET', path, upload ? { token, body: upload.bytes, headers: { 'content-type': upload.contentType } } : { token, body });
      const location = answer.headers.location;
      return decoded({
        status: answer.status,
        contentType: String(answer.headers['content-type'] ?? ''),
        bytes: new Uint8Array(answer.bytes),
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
    send: async (method, path, { token, body, upload } = {}) => {
      const headers: Record<string, string> = { ...(token && { authorization: `Bearer ${token}` }) };
      if (upload) headers['content-type'] = upload.contentType;
      else if (body !== undefined) headers['content-type'] = 'application/json';
      const payload = upload ? new Blob([upload.bytes as Uint8Array<ArrayBuffer>]) : body === undefined ? undefined : JSON.stringify(body);
      const response = await fetch(`${ORIGIN}${path}`, { method, headers, redirect: 'manual', ...(payload !== undefined && { body: payload }) });
      return decoded({
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        bytes: new Uint8Array(await response.arrayBuffer()),
        location: response.headers.get('location'),
      });
    },
  };
}
