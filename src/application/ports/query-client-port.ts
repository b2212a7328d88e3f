/**
 * The app's server-data cache. Its value answers TanStack Query's QueryClient, the same one at every call, created
 * (and its library loaded) on the first: the sign-in screen shows before it. Only adapters and ui may import
 * TanStack Query, so application code knows the token alone.
 */
export const QUERY_CLIENT = Symbol.for('QueryClient');
