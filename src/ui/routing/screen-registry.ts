import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteDef } from '../../domain/routing/route';
import { manageScreens } from '../screens/manage/manage-screens';
import type { ScreenProps } from './screen-props';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

const appDashboard: Screen = lazy(() => import('../screens/apps/app-dashboard-screen'));
const demoSubmitted: Screen = lazy(() => import('../screens/public/demo-submitted-screen'));
const embeddedApp: Screen = lazy(() => import('../screens/shell/embedded-app-screen'));

/** Screens by route name, each its own chunk. Routes without one show the shared app dashboard (spec 2.4). */
const screens: Readonly<Record<string, Screen>> = {
  login: lazy(() => import('../screens/shell/login-screen')),
  signup: lazy(() => import('../screens/shell/signup-screen')),
  oauth: lazy(() => import('../screens/shell/oauth-popup-screen')),
  'login-default-user': lazy(() => import('../screens/shell/login-user-screen')),
  'external-login': lazy(() => import('../screens/public/external-login-screen')),
  'external-resolve-now': lazy(() => import('../screens/public/external-tickets-screen')),
  'request-demo': lazy(() => import('../screens/public/request-demo-screen')),
  'request-demo-submitted': demoSubmitted,
  'request-demo-success': demoSubmitted,
  profile: lazy(() => import('../screens/shell/profile-screen')),
  settings: lazy(() => import('../screens/shell/settings-screen')),
  dashboard: lazy(() => import('../screens/shell/dashboard-screen')),
  'app-store': lazy(() => import('../screens/shell/app-store-screen')),
  'app-details': lazy(() => import('../screens/shell/app-details-screen')),
  'not-found': lazy(() => import('../screens/shell/not-found-screen')),
  'product-manage': embeddedApp,
  pos: embeddedApp,
  'shipment-tracking': embeddedApp,
  manage: embeddedApp,
  'iframe-url': embeddedApp,
  ...manageScreens,
};

export function screenFor(route: RouteDef): Screen {
  return screens[route.name] ?? appDashboard;
}
