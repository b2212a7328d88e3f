import { defineApp } from '../../domain/apps/app-declaration';
import { appBase, route } from '../../domain/routing/route-builders';
import en from './adapters/locales/en/app.json' with { type: 'json' };
import { ONBOARD_SLUG, TEAM_SUITE_SLUG, USERS_SLUG } from './domain/slug';

const teamSuite = appBase(TEAM_SUITE_SLUG);

/** People: Team Manager, Onboard and Users (its directory's API is here), shown as the shared app screen until built. */
export const peopleApp = defineApp({
  id: 'people',
  // German arrives with the rest of German (the shell's catalogues), not in the first bundle.
  words: { en, de: () => import('./adapters/locales/de/app.json') },
  apps: [
    {
      slug: TEAM_SUITE_SLUG,
      category: 'people',
      icon: 'Users',
      grants: ['manager'],
      routes: [
        { path: '' },
        { name: 'employees-expenses', path: 'employees-expenses', returnPath: teamSuite },
        { name: 'employee-credits', path: 'employee-credits/:id', returnPath: teamSuite },
        { name: 'send-invitation', path: 'send-invitation', returnPath: teamSuite },
      ],
    },
    {
      slug: ONBOARD_SLUG,
      category: 'people',
      icon: 'UserPlus',
      grants: ['manager'],
      routes: [{ path: '' }, { name: 'invitations', path: 'invitations', returnPath: appBase(ONBOARD_SLUG) }],
    },
    { slug: USERS_SLUG, category: 'people', icon: 'Contact', grants: ['agent', 'manager'], routes: [{ path: '' }] },
  ],
  // The page an invitation's link opens, without an account (no route of spec 2.1 fits it).
  pages: [route('join', '/join/:token', 'public')],
});
