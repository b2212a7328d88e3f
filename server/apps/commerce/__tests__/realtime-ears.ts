import { connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { TestServer } from '../../../../tests/server/harness';

/**
 * What people's browsers hear of one realtime event, for a describe block: the server listens on a free port, each
 * `hear(token)` opens a socket as that person and collects the event's payloads, and every socket closes after.
 */
export function realtimeEars(server: () => TestServer, event: string) {
  let url = '';
  const sockets: Socket[] = [];
  beforeAll(async () => {
    url = await server().app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => sockets.forEach((socket) => socket.close()));
  return async function hear(token: string): Promise<unknown[]> {
    const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const heard: unknown[] = [];
    socket.on(event, (payload: unknown) => heard.push(payload));
    return heard;
  };
}
