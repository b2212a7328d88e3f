import { defineApp } from '../../domain/apps/app-declaration';
import en from './adapters/locales/en/app.json' with { type: 'json' };
import { ENVIRONMENTAL_REPORTING_SLUG, INSIGHTS_CENTER_SLUG } from './domain/slug';

/** Insight: Environmental Reporting, and Insights Center (its gallery of reports, and each report's screen). */
export const insightApp = defineApp({
  id: 'insight',
  // German arrives with the rest of German (the shell's catalogues), not in the first bundle.
  words: { en, de: () => import('./adapters/locales/de/app.json') },
  apps: [
    { slug: ENVIRONMENTAL_REPORTING_SLUG, category: 'insight', icon: 'Leaf', grants: ['manager'], routes: [{ path: '' }] },
    {
      slug: INSIGHTS_CENTER_SLUG,
      category: 'insight',
      icon: 'ChartLine',
      grants: ['manager'],
      routes: [{ path: '' }, { name: 'report', path: 'report/:kind' }],
    },
  ],
});
