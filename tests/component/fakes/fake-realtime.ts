import type { RealtimePort } from '../../../src/application/ports/realtime-port';

/** A realtime port whose events the test raises itself. */
export function fakeRealtime() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const port: RealtimePort = {
    connect: () => {},
    disconnect: () => {},
    emit: () => {},
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set.add(listener));
      return () => set.delete(listener);
    },
  };
  const raise = (event: string, payload?: unknown) => listeners.get(event)?.forEach((listener) => listener(payload));
  return { port, raise };
}
