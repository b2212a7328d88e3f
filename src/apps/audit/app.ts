import { defineApp } from '../../domain/apps/app-declaration';
import en from './adapters/locales/en/app.json' with { type: 'json' };
import { AUDIT_TRAIL_SLUG } from './domain/slug';

/** Audit Manager: the trail of every change the portal records, and physical audits of the fleet. */
export const auditApp = defineApp({
  id: 'audit',
  // German arrives with the rest of German (the shell's catalogues), not in the first bundle.
  words: { en, de: () => import('./adapters/locales/de/app.json') },
  apps: [
    {
      slug: AUDIT_TRAIL_SLUG,
      category: 'insight',
      icon: 'History',
      grants: [],
      routes: [
        { path: '' },
        { name: 'audits', path: 'audits' },
        { name: 'audit-round', path: 'audits/rounds/:id', returnPath: `/apps/${AUDIT_TRAIL_SLUG}/audits` },
      ],
    },
  ],
});
