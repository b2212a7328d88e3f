import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** What the receiver answers a request with: a status (and body), or no answer at all. */
export type Answer = { readonly status: number; readonly body?: string } | 'hang';

/** A webhook receiver on 127.0.0.1 for the tests: it keeps what it got and answers as told (200 unless told else). */
export async function startReceiver() {
  const received: Received[] = [];
  let answer: (request: Received) => Answer = () => ({ status: 200, body: 'ok' });
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(got);
      const decided = answer(got);
      if (decided === 'hang') return;
      response.writeHead(decided.status, { 'content-type': 'text/plain', 'x-receiver': 'test' }).end(decided.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    answer: (next: (request: Received) => Answer) => {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
