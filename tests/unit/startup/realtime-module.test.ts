import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGGER } from '../../../src/application/ports/logger-port';
import { REALTIME, REALTIME_CONNECTED, type RealtimePort } from '../../../src/application/ports/realtime-port';
import { SESSION_STORE, SessionStore } from '../../../src/application/session/session-store';
import realtimeModule from '../../../src/adapters/startup/realtime-module';
import { RECONNECTION } from '../../../src/adapters/realtime/socket-io-realtime';
import { MemoryStorage } from '../../../src/adapters/storage/memory-storage';
import type { StartupContext } from '../../../src/application/ports/startup-module';
import { RecordingLogger } from '../fakes/recording-logger';
import { mapRegistry } from './map-registry';

const socket = vi.hoisted(() => {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  let anyHandler: (event: string, payload: unknown) => void = () => {};
  return {
    connected: false,
    on: (event: string, handler: (...args: unknown[]) => void) => void handlers.set(event, handler),
    onAny: (handler: typeof anyHandler) => void (anyHandler = handler),
    emit: vi.fn(),
    disconnect: vi.fn(),
    /** The server sends an event. */
    receive: (event: string, payload: unknown) => anyHandler(event, payload),
    fail: (error: Error) => handlers.get('connect_error')?.(error),
    /** The connection opens, the first time or again after a cut. */
    open() {
      this.connected = true;
      handlers.get('connect')?.();
    },
  };
});
const io = vi.hoisted(() => vi.fn(() => socket));
vi.mock('socket.io-client', () => ({ io }));

function boot(storage: MemoryStorage) {
  const logger = new RecordingLogger();
  const session = new SessionStore(storage, logger);
  const container = mapRegistry([
    [SESSION_STORE, session],
    [LOGGER, logger],
  ]);
  const context: StartupContext = {
    container,
    router: { navigate: () => {} },
    redirect: () => {},
    path: '/dashboard',
    publicPath: '/',
  };
  const returned = realtimeModule.run(context);
  return { returned, session, realtime: container.get<RealtimePort>(REALTIME), logger };
}

describe('the realtime startup module', () => {
  beforeEach(() => {
    io.mockClear();
    socket.connected = false;
  });

  it('does not connect when nobody is signed in, but registers the port for later', () => {
    const { realtime } = boot(new MemoryStorage());
    expect(io).not.toHaveBeenCalled();
    expect(realtime).toBeDefined();
  });

  it('connects with the stored token and returns at once, without waiting for the connection', async () => {
    const { returned } = boot(new MemoryStorage({ loginToken: 'token-1' }));
    expect(returned).toBeUndefined();
    await vi.waitFor(() => expect(io).toHaveBeenCalledWith({ ...RECONNECTION, auth: { token: 'token-1' } }));
  });

  it('connects on sign-in and disconnects on sign-out', async () => {
    const { session } = boot(new MemoryStorage());
    session.signIn('token-4', []);
    await vi.waitFor(() => expect(io).toHaveBeenCalledWith({ ...RECONNECTION, auth: { token: 'token-4' } }));
    socket.disconnect.mockClear();
    session.signOut();
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('reconnects by itself with a jittered, growing delay', () => {
    expect(RECONNECTION).toMatchObject({ reconnection: true, randomizationFactor: expect.any(Number) });
    expect(RECONNECTION.randomizationFactor).toBeGreaterThan(0);
    expect(RECONNECTION.reconnectionDelayMax).toBeGreaterThan(RECONNECTION.reconnectionDelay!);
  });

  it('opens nothing when signed out before the client library arrived', async () => {
    const { session, realtime } = boot(new MemoryStorage());
    session.signIn('token-5', []);
    session.signOut();
    realtime.connect('token-6');
    realtime.disconnect();
    await import('socket.io-client');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(io).not.toHaveBeenCalled();
  });

  it('passes server events to listeners added before the connection opened', async () => {
    const { realtime } = boot(new MemoryStorage());
    const heard: unknown[] = [];
    const stop = realtime.on('ticket.updated', (payload) => heard.push(payload));
    realtime.connect('token-2');
    await vi.waitFor(() => expect(io).toHaveBeenCalled());
    socket.receive('ticket.updated', { id: 7 });
    stop();
    socket.receive('ticket.updated', { id: 8 });
    expect(heard).toEqual([{ id: 7 }]);
  });

  it('tells listeners each time the connection opens, so they can ask for what they missed meanwhile', async () => {
    const { realtime } = boot(new MemoryStorage());
    let opened = 0;
    realtime.on(REALTIME_CONNECTED, () => (opened += 1));
    realtime.connect('token-7');
    await vi.waitFor(() => expect(io).toHaveBeenCalled());
    expect(opened).toBe(0);
    socket.open();
    socket.open();
    expect(opened).toBe(2);
  });

  it('tells a listener that comes after the connection opened at once', async () => {
    const { realtime } = boot(new MemoryStorage());
    realtime.connect('token-8');
    await vi.waitFor(() => expect(io).toHaveBeenCalled());
    socket.open();
    const late = vi.fn();
    realtime.on(REALTIME_CONNECTED, late);
    await vi.waitFor(() => expect(late).toHaveBeenCalledOnce());
  });

  it('logs a failed connection at debug level and sends nothing while disconnected', async () => {
    const { realtime, logger } = boot(new MemoryStorage({ loginToken: 'token-3' }));
    await vi.waitFor(() => expect(io).toHaveBeenCalled());
    socket.fail(new Error('refused'));
    realtime.disconnect();
    expect(socket.disconnect).toHaveBeenCalled();
    realtime.emit('ping');
    expect(socket.emit).not.toHaveBeenCalled();
    expect(logger.at('debug')).toEqual(['Realtime connection failed', 'Realtime event ping dropped: not connected']);
  });
});
