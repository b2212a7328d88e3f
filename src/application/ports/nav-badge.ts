import type { ServiceLocator } from './service-locator';

/**
 * A count an app shows beside its sidebar entry (the cart's units). The sidebar asks for it once, through the app's
 * own services and under the app's own cache key (so the app's screens refresh it as they change it), and again
 * whenever the app's realtime event arrives or the connection opens anew.
 */
export interface NavBadgeSpec {
  /** The realtime event that says the count changed. */
  readonly event: string;
  readonly queryKey: readonly unknown[];
  readonly fetch: (services: ServiceLocator) => Promise<unknown>;
  readonly countOf: (data: unknown) => number;
}

export interface NavBadge extends NavBadgeSpec {
  /** The app whose sidebar entry shows it. */
  readonly slug: string;
}

/** Every app's badge, bound once by the composition root. */
export const NAV_BADGES = Symbol.for('NavBadges');
