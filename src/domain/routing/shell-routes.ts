import { route } from './route-builders';
import type { RouteDef } from './route';

/** The catch-all: what any path that matches no other route shows (spec 2.3, 8). */
export const notFoundRoute: RouteDef = route('not-found', '/*', 'main');
export const APP_STORE_PATH = '/apps';
export const APP_DETAILS_ROUTE = 'app-details';
export const IFRAME_URL_ROUTE = 'iframe-url';

/** Spec 2.3: the main layout with its sidebar, and the screens of their own beside it. */
export const shellRoutes: readonly RouteDef[] = [
  route('root', '/', 'main', { redirect: '/dashboard' }),
  route('dashboard', '/dashboard', 'main'),
  route(APP_DETAILS_ROUTE, '/app/details/:slug', 'main', { returnPath: APP_STORE_PATH }),
  route('app-store', APP_STORE_PATH, 'main'),
  route('settings', '/settings', 'main'),
  route('profile', '/profile', 'main'),
  route('quick-links', '/quick-links', 'main'),
  route('splash-screen', '/splash-screen', 'own', { public: false }),
  route('orix', '/orix', 'own', { public: false }),
];
