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
