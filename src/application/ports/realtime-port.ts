/** A live connection to the server, open only while someone is signed in. */
export interface RealtimePort {
  /** Opens the connection as the holder of the token; it reconnects by itself until disconnected. */
  connect(token: string): void;
  disconnect(): void;
  /** Listens whether or not the connection is open yet; returns a function that stops listening. */
  on(event: string, listener: (payload: unknown) => void): () => void;
  emit(event: string, payload?: unknown): void;
}

export const REALTIME = Symbol.for('RealtimePort');

/**
 * Raised by the port itself each time the connection opens, the first time and after every reconnect: no event
 * reached this page while it was closed, so whatever live data it shows is worth asking for again. A listener added
 * while the connection is already open hears it at once, since it missed whatever came before.
 */
export const REALTIME_CONNECTED = 'realtime.connected';
