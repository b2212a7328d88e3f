import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteDef } from '../../domain/routing/route';
import { AppScope, type AppScopeValue } from '../apps/app-scope';
import { loadAppStylesheet } from '../apps/app-stylesheet';
import type { ScreenProps } from './screen-props';

export type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;
export type ScreenModule = { readonly default: ComponentType<ScreenProps> };

/** What the registry needs of an app: its screens by route name, each loaded on first view. */
export interface AppScreens extends AppScopeValue {
  readonly screens: Readonly<Record<string, () => Promise<ScreenModule>>>;
}

const appDashboard: Screen = lazy(() => import('../screens/apps/app-dashboard-screen'));
const demoSubmitted: Screen = lazy(() => import('../screens/public/demo-submitted-screen'));
const embeddedApp: Screen = lazy(() => import('../screens/shell/embedded-app-screen'));

/** The shell's own screens by route name, each its own chunk. */
const shellScreens: Readonly<Record<string, Screen>> = {
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
};

/** An app's screen: its stylesheet and its chunk load together, and the kit inside knows whose screen it is. */
function appScreen(app: AppScreens, load: () => Promise<ScreenModule>): Screen {
  const scope: AppScopeValue = { id: app.id, ...(app.namespace !== undefined && { namespace: app.namespace }) };
  return lazy(async () => {
    const [, { default: Shown }] = await Promise.all([loadAppStylesheet(app.id), load()]);
    return {
      default: (props: ScreenProps) => (
        <AppScope app={scope}>
          <Shown {...props} />
        </AppScope>
      ),
    };
  });
}

/** Every screen key of the shell and the apps, for the test that holds them to the route table. */
export function screenKeys(apps: readonly AppScreens[]): string[] {
  return [...Object.keys(shellScreens), ...apps.flatMap((app) => Object.keys(app.screens))];
}

export type ScreenFor = (route: RouteDef) => Screen;

/** Screens by route name. Routes without one show the shared app dashboard (spec 2.4). */
export function createScreenRegistry(apps: readonly AppScreens[]): ScreenFor {
  const screens = new Map<string, Screen>(Object.entries(shellScreens));
  for (const app of apps) {
    for (const [name, load] of Object.entries(app.screens)) {
      if (screens.has(name)) throw new Error(`two screens claim the route ${name}`);
      screens.set(name, appScreen(app, load));
    }
  }
  return (route) => screens.get(route.name) ?? appDashboard;
}
