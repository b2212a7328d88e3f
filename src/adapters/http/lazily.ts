export type AsyncMethods<T> = { [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never };

/**
 * An object whose methods load their implementation on first call, so that a gateway and the schemas it
 * validates with stay out of the first bundle. Every method of T must return a promise.
 */
export function lazily<T extends AsyncMethods<T>>(load: () => Promise<T>): T {
  let loaded: Promise<T> | null = null;
  return new Proxy({} as T, {
    get(_, method) {
      // Never thenable: whoever holds it (a container, an await) must not take it for a promise.
      if (method === 'then') return undefined;
      return async (...args: unknown[]) => {
        const target = (await (loaded ??= load())) as Record<PropertyKey, (...a: unknown[]) => unknown>;
        return target[method]!(...args);
      };
    },
  });
}
