import type { ServiceRegistry } from '../../../src/application/ports/service-registry';

/** A registry over a Map, as the tests' own container. */
export function mapRegistry(entries: ReadonlyArray<readonly [symbol, unknown]> = []): ServiceRegistry {
  const map = new Map<symbol, unknown>(entries);
  return {
    get<T>(token: symbol): T {
      if (!map.has(token)) throw new Error(`Nothing registered for ${String(token)}`);
      return map.get(token) as T;
    },
    set: (token, value) => void map.set(token, value),
    has: (token) => map.has(token),
  };
}
