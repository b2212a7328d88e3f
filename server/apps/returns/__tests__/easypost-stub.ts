import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: Record<string, unknown>;
}

export interface EasyPostStub {
  readonly url: string;
  readonly requests: StubRequest[];
  /** When the rates the stub quotes were made. */
  quotedAt: Date;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
};

/**
 * A local stand-in for EasyPost's API v2, answering as its documentation shows: a shipment with two rates, buying one
 * (a UPS tracking code), and a tracker's details. The tests call it on 127.0.0.1; nothing reaches EasyPost.
 */
export async function startEasyPostStub(): Promise<EasyPostStub> {
  const requests: StubRequest[] = [];
  const stub: EasyPostStub = { url: '', requests, quotedAt: new Date(), close: () => Promise.resolve() };
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = request.url ?? '';
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
    const answer = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.method === 'POST' && path === '/v2/shipments') {
      const created_at = stub.quotedAt.toISOString();
      return answer(201, {
        id: 'shp_stub1',
        rates: [
          { id: 'rate_express', carrier: 'UPS', service: 'Express', rate: '31.20', currency: 'USD', created_at },
          { id: 'rate_ground', carrier: 'UPS', service: 'Ground', rate: '9.85', currency: 'USD', created_at },
        ],
      });
    }
    const buying = /^\/v2\/shipments\/([^/]+)\/buy$/.exec(path);
    if (request.method === 'POST' && buying) {
      return answer(200, { id: buying[1], tracking_code: '1Z5R89390357567127', selected_rate: { carrier: 'UPS' }, tracker: { public_url: 'https://track.easypost.com/stub' } });
    }
    if (request.method === 'POST' && path === '/v2/trackers') {
      return answer(201, {
        status: 'in_transit',
        tracking_details: [
          { status: 'pre_transit', datetime: '2026-11-20T08:00:00Z', message: 'Label created' },
          { status: 'in_transit', datetime: '2026-11-20T18:00:00Z', message: 'Departed facility' },
          { status: 'unknown', datetime: '2026-11-21T08:00:00Z', message: null },
        ],
      });
    }
    return answer(404, { error: { code: 'NOT_FOUND', message: 'The requested resource could not be found.' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
