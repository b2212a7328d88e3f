import type { UnauthorizedPort } from '../../application/ports/unauthorized-port';

/** A 401 goes to every handler set; with none set it changes nothing. */
export function createUnauthorizedHook(): UnauthorizedPort {
  const handlers = new Set<() => void>();
  return {
    unauthorized() {
      for (const handler of [...handlers]) handler();
    },
    onUnauthorized(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}
