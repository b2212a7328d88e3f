import { appBase, appRoutes } from './route-builders';
import type { RouteDef } from './route';

/** Apps whose pages are one landing page each, plus people, reporting and app integrations. */
const singlePageApps: ReadonlyArray<readonly [slug: string, appName: string]> = [
  ['configure', 'Configure'],
  ['bulk-orders', 'Bulk Upload'],
  ['iframe', 'Iframe Test'],
  ['environmental_reporting', 'Environmental Reporting'],
  ['audit-trail', 'Audit Manager'],
  ['insights-center', 'Insights Center'],
  ['manage-configure', 'Manage Configure'],
  ['all-assets', 'All Assets'],
  ['assets-detail', 'Assets Detail'],
  ['users', 'Users'],
];

export const otherAppRoutes: readonly RouteDef[] = [
  ...singlePageApps.flatMap(([slug, appName]) => appRoutes(slug, appName, [{ path: '' }])),
  ...appRoutes('team-suite', 'Team Manager', [
    { path: '' },
    { name: 'employees-expenses', path: 'employees-expenses', returnPath: appBase('team-suite') },
    { name: 'employee-credits', path: 'employee-credits/:id', returnPath: appBase('team-suite') },
    { name: 'send-invitation', path: 'send-invitation', returnPath: appBase('team-suite') },
  ]),
  ...appRoutes('onboard', 'Onboard', [
    { path: '' },
    { name: 'invitations', path: 'invitations', returnPath: appBase('onboard') },
  ]),
  {
    name: 'app-integrations',
    path: '/apps/:app_name/integrations',
    layout: 'main',
    public: false,
    meta: {},
    slugFromPath: true,
    returnPath: '/integrations',
  },
];
