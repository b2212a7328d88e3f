import { defineApp } from '../../domain/apps/app-declaration';
import de from './adapters/locales/de/app.json' with { type: 'json' };
import en from './adapters/locales/en/app.json' with { type: 'json' };
import { AUDIT_TRAIL_SLUG } from './domain/slug';

/** Audit Manager: the trail of every change the portal records, and physical audits of the fleet. */
export const auditApp = defineApp({
  id: 'audit',
  words: { en, de },
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
