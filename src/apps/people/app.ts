import { defineApp } from '../../domain/apps/app-declaration';
import { appBase } from '../../domain/routing/route-builders';
import de from './adapters/locales/de/app.json';
import en from './adapters/locales/en/app.json';

const teamSuite = appBase('team-suite');

/** People: Team Manager, Onboard and Users, shown as the shared app screen until they are built. */
export const peopleApp = defineApp({
  id: 'people',
  words: { en, de },
  apps: [
    {
      slug: 'team-suite',
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
      slug: 'onboard',
      category: 'people',
      icon: 'UserPlus',
      grants: ['manager'],
      routes: [{ path: '' }, { name: 'invitations', path: 'invitations', returnPath: appBase('onboard') }],
    },
    { slug: 'users', category: 'people', icon: 'Contact', grants: ['agent', 'manager'], routes: [{ path: '' }] },
  ],
});
