import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideNavigation, type NavigationDecision } from '../../../src/domain/navigation/navigation-policy';
import { toLocation } from '../../../src/domain/routing/match-route';
import { routeTable } from '../../../src/domain/routing/route-table';
import type { Session } from '../../../src/domain/session/session';
import { MAX_REDIRECTS, resolveNavigation } from './resolve-navigation';
import { signedIn, signedOut } from './session-fixtures';

function decide(url: string, session: Session) {
  const decision = decideNavigation(toLocation(url), session);
  return { kind: decision.kind, to: 'to' in decision ? decision.to : null };
}

function finalPath(url: string, session: Session): string | undefined {
  return resolveNavigation(toLocation(url), session)?.trail.at(-1);
}

describe('the navigation guard policy (spec 2.6)', () => {
  it.each([
    '/request-demo/a/b/plg',
    '/request-demo/submitted',
    '/request-demo/request-submitted',
    '/recover/help-with-return/1',
    '/refresh-buy-diagnostic/x',
    '/refresh-go-diagnostic/x',
    '/external/login',
    '/external/resolve-now',
    '/external/resolve-now/ticket-detail/1',
    '/thanks-sample',
    '/discovery-tool',
    '/login',
    '/signup',
    '/oauth-popup',
    '/login-user/e/h',
  ])('lets anyone see the public page %s', (url) => {
    expect(decide(url, signedOut)).toEqual({ kind: 'allow', to: null });
  });

  it.each(['/dashboard', '/apps', '/apps/shop/home', '/app/details/shop', '/settings', '/orix', '/no/such/page'])(
    'sends %s to Login without a token',
    (url) => {
      expect(decide(url, signedOut)).toEqual({ kind: 'login', to: '/login' });
    },
  );

  it('sends the root to Login without a token and to the dashboard with one', () => {
    expect(finalPath('/', signedOut)).toBe('/login');
    expect(finalPath('/', signedIn())).toBe('/dashboard');
  });

  it('sends a signed-in person away from login and signup, never in a loop', () => {
    expect(decide('/login', signedIn())).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide('/signup', signedIn())).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(finalPath('/login', signedOut)).toBe('/login');
  });

  it('opens an allowed app and sends a disallowed one to the app store', () => {
    expect(decide('/apps/shop/home', signedIn('shop'))).toEqual({ kind: 'allow', to: null });
    expect(decide('/apps/shop/home', signedIn('devicehub'))).toEqual({ kind: 'app-store', to: '/apps' });
    expect(decide('/apps/unknown-app/anything', signedIn('shop'))).toEqual({ kind: 'app-store', to: '/apps' });
  });

  it('opens the repair cart for whoever may open Repair, whose page it is', () => {
    expect(finalPath('/apps/repair-cart', signedIn('repair-devices'))).toBe('/apps/repair-devices/repair-cart');
    expect(decide('/apps/repair-devices/repair-cart', signedIn('repair-devices'))).toEqual({ kind: 'allow', to: null });
    expect(decide('/apps/repair-cart', signedIn('shop'))).toEqual({ kind: 'app-store', to: '/apps' });
    expect(decide('/apps/repair-cart', signedIn('repair-cart'))).toEqual({ kind: 'app-store', to: '/apps' });
  });

  it('opens app details for any slug', () => {
    expect(decide('/app/details/wallet', signedIn())).toEqual({ kind: 'allow', to: null });
  });

  it('checks the allowed list before following an app redirect', () => {
    expect(decide('/apps/manage-beta', signedIn())).toEqual({ kind: 'app-store', to: '/apps' });
    expect(finalPath('/apps/manage-beta', signedIn('manage-beta'))).toBe('/apps/manage-beta/dashboard');
  });

  it('follows public redirects without a token', () => {
    expect(finalPath('/asset-recovery/schedule-pickup/7', signedOut)).toBe('/recover/help-with-return/7');
    expect(finalPath('/refresh-buy/diagnostic/abc', signedOut)).toBe('/refresh-buy-diagnostic/abc');
  });

  it('shows not found for an unknown path to a signed-in person', () => {
    expect(decide('/no/such/page', signedIn())).toEqual({ kind: 'not-found', to: null });
  });
});

const segment = fc.oneof(
  fc.constantFrom('apps', 'app', 'details', 'login', 'shop', 'home', 'manage-beta', 'recover', 'dashboard', 'x-manage'),
  fc.stringMatching(/^[a-z0-9_-]{1,8}$/),
);
const path = fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`);
const tablePath = fc.constantFrom(...routeTable.map((r) => r.path.replace(/:[A-Za-z_]+(\?)?/g, 'v1')));
const anyPath = fc.oneof(path, tablePath);
const slugs = fc.subarray(['shop', 'devicehub', 'manage-beta', 'recover', 'resolve-it', 'wallet', 'x-manage']);
const session: fc.Arbitrary<Session> = fc.record({ signedIn: fc.boolean(), allowedApps: slugs });
const kinds: NavigationDecision['kind'][] = ['allow', 'login', 'app-store', 'redirect', 'not-found'];

describe('the policy over random paths and sessions', () => {
  it('never shows a non-public screen without a token', () => {
    fc.assert(
      fc.property(anyPath, (url) => {
        const resolved = resolveNavigation(toLocation(url), signedOut);
        return resolved !== null && resolved.decision.match.route.public;
      }),
    );
  });

  it('always decides one of the five outcomes', () => {
    fc.assert(fc.property(anyPath, session, (url, s) => kinds.includes(decideNavigation(toLocation(url), s).kind)));
  });

  it('never loops: every chain of decisions ends on a screen within the redirect bound', () => {
    fc.assert(
      fc.property(anyPath, session, (url, s) => {
        const resolved = resolveNavigation(toLocation(url), s);
        return resolved !== null && resolved.trail.length <= MAX_REDIRECTS;
      }),
    );
  });

  it('never opens an app outside the allowed list', () => {
    fc.assert(
      fc.property(anyPath, session, (url, s) => {
        const resolved = resolveNavigation(toLocation(url), s)!;
        const [first, second] = resolved.trail.at(-1)!.split('/').filter(Boolean);
        const isApp = first === 'apps' && second !== undefined;
        return !isApp || resolved.decision.kind !== 'allow' || s.allowedApps.includes(second);
      }),
    );
  });
});
