import { defineApp } from '../../domain/apps/app-declaration';
import en from './adapters/locales/en/app.json' with { type: 'json' };
import { CONFIGURE_SLUG } from './domain/slug';

/**
 * Configure: the organisation itself (not its fleet): installed apps and which roles open them, its logo and colour,
 * language, date order and currency, and its business hours. Admins only, and never uninstalled.
 */
export const configureApp = defineApp({
  id: 'configure',
  // German arrives with the rest of German (the shell's catalogues), not in the first bundle.
  words: { en, de: () => import('./adapters/locales/de/app.json') },
  apps: [{ slug: CONFIGURE_SLUG, category: 'assets', icon: 'Settings2', grants: [], administration: true, routes: [{ path: '' }] }],
});
