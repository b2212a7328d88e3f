import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../../src/domain/routing/route';
import { createRoutePreloader } from '../../../src/ui/routing/route-preloader';
import type { ScreenRegistry } from '../../../src/ui/routing/screen-registry';

/** A registry that records what was fetched ahead, and an idle queue the test runs by hand. */
function preloaderWith(likelyApp: () => string | null) {
  const fetched: string[] = [];
  const screens: ScreenRegistry = {
    screenFor: () => () => null,
    preload: async (route: RouteDef) => void fetched.push(route.name),
    appsReady: async () => undefined,
  };
  const idle: (() => void)[] = [];
  const preloader = createRoutePreloader(screens, (task) => idle.push(task), likelyApp);
  const runIdle = () => idle.splice(0).forEach((task) => task());
  return { preloader, fetched, runIdle };
}

describe('the route preloader', () => {
  it('fetches Login first for a protected path without a session, the route itself with one', async () => {
    const { preloader, fetched } = preloaderWith(() => null);
    await preloader.first('/apps/shop/home', false);
    await preloader.first('/profile', true);
    expect(fetched[0]).toBe('login');
    expect(fetched[1]).toBe('profile');
  });

  it('fetches the dashboard when idle, and the likeliest app once someone has signed in, each once', () => {
    let likely: string | null = null;
    const { preloader, fetched, runIdle } = preloaderWith(() => likely);
    preloader.next();
    runIdle();
    expect(fetched).toEqual(['dashboard']);

    // Signed in now: the first app of the sidebar, past its redirect to the screen it shows.
    likely = '/apps/manage-beta';
    preloader.next();
    preloader.next();
    runIdle();
    expect(fetched).toEqual(['dashboard', 'manage-beta-dashboard']);
  });
});
