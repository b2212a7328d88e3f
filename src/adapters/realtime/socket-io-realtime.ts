import type { ManagerOptions, Socket } from 'socket.io-client';
import type { LoggerPort } from '../../application/ports/logger-port';
import { REALTIME_CONNECTED, type RealtimePort } from '../../application/ports/realtime-port';

/**
 * socket.io's own reconnection: the delay doubles from 1 s up to 30 s, each one randomised by ±50 % so
 * that clients cut off together do not all come back at the same moment.
 */
export const RECONNECTION: Partial<ManagerOptions> = {
  reconnection: true,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 30_000,
  randomizationFactor: 0.5,
};

type Listener = (payload: unknown) => void;

/**
 * The realtime connection over socket.io, to the server the page came from. The client library is fetched on the
 * first connect, so nobody downloads it before signing in.
 */
export class SocketIoRealtime implements RealtimePort {
  private socket: Socket | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Moves on with every disconnect (and so every connect): a library that arrives after a newer call opens nothing. */
  private generation = 0;

  constructor(private readonly logger: LoggerPort) {}

  connect(token: string): void {
    this.disconnect();
    const generation = this.generation;
    import('socket.io-client').then(
      ({ io }) => {
        if (generation === this.generation) this.open(io({ ...RECONNECTION, auth: { token } }));
      },
      (error: unknown) => this.logger.debug('Realtime connection failed', error),
    );
  }

  private open(socket: Socket): void {
    socket.onAny((event: string, payload: unknown) => this.dispatch(event, payload));
    socket.on('connect', () => this.dispatch(REALTIME_CONNECTED, undefined));
    socket.on('connect_error', (error) => this.logger.debug('Realtime connection failed', error));
    this.socket = socket;
  }

  private dispatch(event: string, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }

  disconnect(): void {
    this.generation += 1;
    this.socket?.disconnect();
    this.socket = null;
  }

  on(event: string, listener: Listener): () => void {
    const listeners = this.listeners.get(event) ?? new Set<Listener>();
    listeners.add(listener);
    this.listeners.set(event, listeners);
    if (event === REALTIME_CONNECTED && this.socket?.connected) queueMicrotask(() => listeners.has(listener) && listener(undefined));
    return () => listeners.delete(listener);
  }

  emit(event: string, payload?: unknown): void {
    if (this.socket) this.socket.emit(event, payload);
    else this.logger.debug(`Realtime event ${event} dropped: not connected`);
  }
}
