import { defineApp, EVERYONE } from '../../domain/apps/app-declaration';
import { appBase, route, type AppChild } from '../../domain/routing/route-builders';
import en from './adapters/locales/en/app.json' with { type: 'json' };
import { ADMIN_PAGES } from './domain/admin-pages';
import { RESOLVE_IT_SLUG, RESOLVE_NOW_SLUG, SUPPORT_SLUG, type RequesterSlug } from './domain/slug';

/** Resolve Now, also mounted as Support: the same five routes under each slug. */
function requesterChildren(slug: RequesterSlug): AppChild[] {
  const base = appBase(slug);
  return [
    { path: '' },
    { name: 'my-tickets', path: 'my-tickets' },
    { name: 'ticket-detail', path: 'ticket-detail/:id', returnPath: `${base}/my-tickets` },
    { name: 'request-service', path: 'request-service', meta: { serviceType: 'service' }, returnPath: base },
    { name: 'report-problem', path: 'report-problem', meta: { serviceType: 'problem' }, returnPath: base },
  ];
}

const resolveIt = appBase(RESOLVE_IT_SLUG);

/** The service desk: Resolve Now and Support for employees (one implementation, two slugs), and Resolve IT for agents. */
export const serviceDeskApp = defineApp({
  id: 'service-desk',
  // German arrives with the rest of German (the shell's catalogues), not in the first bundle.
  words: { en, de: () => import('./adapters/locales/de/app.json') },
  apps: [
    {
      slug: RESOLVE_NOW_SLUG,
      category: 'service-desk',
      icon: 'LifeBuoy',
      grants: EVERYONE,
      routes: requesterChildren(RESOLVE_NOW_SLUG),
      actions: [
        { id: 'report-problem', path: `${appBase(RESOLVE_NOW_SLUG)}/report-problem` },
        { id: 'request-service', path: `${appBase(RESOLVE_NOW_SLUG)}/request-service` },
      ],
    },
    { slug: SUPPORT_SLUG, category: 'service-desk', icon: 'Headset', grants: EVERYONE, routes: requesterChildren(SUPPORT_SLUG) },
    {
      slug: RESOLVE_IT_SLUG,
      category: 'service-desk',
      icon: 'Ticket',
      grants: ['agent'],
      routes: [
        { path: '', redirect: `${resolveIt}/dashboard` },
        { name: 'oauth2callback', path: 'oauth2callback', layout: 'own' },
        ...ADMIN_PAGES.map((page) => ({ name: page, path: page })),
        { name: 'service-request', path: 'service-request/:id', returnPath: `${resolveIt}/service-requests` },
        { name: 'reported-issue', path: 'reported-issue/:id', returnPath: `${resolveIt}/reported-issues` },
      ],
    },
  ],
  // People without an account follow their tickets here, signed in by a mailed code (spec 2.1).
  pages: [
    route('external-resolve-now', '/external/resolve-now', 'public'),
    route('external-ticket-details', '/external/resolve-now/ticket-detail/:id', 'public'),
  ],
});
