import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/adapters/http/api-client';

/** A server that answers each request with the next of `answers`, recording what it was sent. */
function server(answers: readonly (() => Response)[]) {
  const sent: { method: string; body: string }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push({ method: request.method, body: await request.text() });
    return answers[Math.min(sent.length - 1, answers.length - 1)]!();
  });
  return sent;
}

const shed = () => new Response(JSON.stringify({ title: 'The server is busy' }), { status: 503, headers: { 'Retry-After': '0.01', 'Content-Type': 'application/problem+json' } });
const ok = () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
const client = () => createApiClient({ baseUrl: new URL('http://portal.test/api/v1/'), token: () => 'token', onUnauthorized: () => undefined });

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('sends a write again once the wait the server named is over, when the server shed it unread', async () => {
    const sent = server([shed, ok]);
    await expect(client().post('manage/bulk/imports/1/batches', { json: { rows: [1] } }).json()).resolves.toEqual({});
    expect(sent).toEqual([
      { method: 'POST', body: '{"rows":[1]}' },
      { method: 'POST', body: '{"rows":[1]}' },
    ]);
  });

  it('never repeats a write the server may have done: a failure other than a shed one, or a 503 without a wait', async () => {
    const failed = server([() => new Response('{}', { status: 500 }), ok]);
    await expect(client().post('orders', { json: {} })).rejects.toThrow();
    expect(failed).toHaveLength(1);
    const unnamed = server([() => new Response('{}', { status: 503 }), ok]);
    await expect(client().patch('orders/1', { json: {} })).rejects.toThrow();
    expect(unnamed).toHaveLength(1);
  });

  it('gives up on a write shed again and again after its retries', async () => {
    const sent = server([shed]);
    await expect(client().post('orders', { json: {} })).rejects.toThrow();
    expect(sent).toHaveLength(3);
  });
});
