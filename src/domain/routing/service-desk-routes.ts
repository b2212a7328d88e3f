import { appBase, appRoutes, type AppChild } from './route-builders';
import type { RouteDef } from './route';

/** Resolve Now, also mounted as Support: the same five routes under each slug. */
function serviceDeskChildren(slug: string): AppChild[] {
  const base = appBase(slug);
  return [
    { path: '' },
    { name: 'my-tickets', path: 'my-tickets' },
    { name: 'ticket-detail', path: 'ticket-detail/:id', returnPath: `${base}/my-tickets` },
    { name: 'request-service', path: 'request-service', meta: { serviceType: 'service' }, returnPath: base },
    { name: 'report-problem', path: 'report-problem', meta: { serviceType: 'problem' }, returnPath: base },
  ];
}

const resolveIt = appBase('resolve-it');

/** Resolve IT's administration pages, each a landing page of its own. */
const resolveItAdminPages = [
  'dashboard',
  'reported-issues',
  'service-requests',
  'user-roles',
  'priority-management',
  'status-management',
  'sla-configuration',
  'approval-workflows',
  'ticket-type',
  'team-management',
  'email-channel',
  'company-tag',
] as const;

export const serviceDeskRoutes: readonly RouteDef[] = [
  ...appRoutes('resolve-now', 'Resolve Now', serviceDeskChildren('resolve-now')),
  ...appRoutes('support', 'Support', serviceDeskChildren('support')),
  ...appRoutes('resolve-it', 'Resolve IT', [
    { path: '', redirect: `${resolveIt}/dashboard` },
    { name: 'oauth2callback', path: 'oauth2callback', layout: 'own' },
    ...resolveItAdminPages.map((page) => ({ name: page, path: page })),
    { name: 'service-request', path: 'service-request/:id', returnPath: `${resolveIt}/service-requests` },
    { name: 'reported-issue', path: 'reported-issue/:id', returnPath: `${resolveIt}/reported-issues` },
  ]),
];
