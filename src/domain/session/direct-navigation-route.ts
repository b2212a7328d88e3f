import type { RouteMeta } from '../routing/route';
import type { Decoded } from './allowed-apps-codec';

/** Spec 2.6: the last protected place someone asked for, kept so that sign-in can take them there. */
export interface DirectNavigationRoute {
  readonly path: string;
  readonly meta: RouteMeta;
}

export function encodeDirectNavigationRoute(route: DirectNavigationRoute): string {
  return JSON.stringify(route);
}

function isMeta(value: unknown): value is RouteMeta {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((field) => typeof field === 'string');
}

export function decodeDirectNavigationRoute(stored: string): Decoded<DirectNavigationRoute> {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null) return { ok: false, reason: 'not an object' };
  const { path, meta } = value as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/')) return { ok: false, reason: 'path is not an absolute path' };
  if (!isMeta(meta)) return { ok: false, reason: 'meta is not an object of strings' };
  return { ok: true, value: { path, meta } };
}
