import { route } from './route-builders';
import type { RouteDef } from './route';

/** Spec 2.1 and 2.2: the shell's pages people reach without signing in; the apps declare their own. */
export const publicRoutes: readonly RouteDef[] = [
  route('request-demo', '/request-demo/:email/:token/plg', 'public'),
  route('request-demo-success', '/request-demo/request-submitted', 'public'),
  route('request-demo-submitted', '/request-demo/submitted', 'public'),
  route('external-login', '/external/login', 'public'),
  route('discovery-tool-redirect', '/discovery', 'public', { redirect: '/discovery-tool' }),
  route('discovery-tool', '/discovery-tool', 'own', { public: true }),
];

/** Spec 2.2: the auth layout. Signed-in people who open login or signup go to the dashboard instead. */
export const authRoutes: readonly RouteDef[] = [
  route('login', '/login', 'auth'),
  route('oauth', '/oauth-popup', 'auth'),
  route('signup', '/signup', 'auth'),
  route('login-default-user', '/login-user/:emailid/:hash/:type?/:adminId?', 'auth'),
];

/** Auth routes that make no sense for someone already signed in. */
export const SIGNED_IN_HOME = '/dashboard';
export const signedOutOnlyRoutes: ReadonlySet<string> = new Set(['login', 'signup']);
