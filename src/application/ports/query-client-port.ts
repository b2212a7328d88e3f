/**
 * The app's server-data cache. Its value is TanStack Query's QueryClient, which only adapters and ui may
 * import, so application code knows the token alone.
 */
export const QUERY_CLIENT = Symbol.for('QueryClient');
