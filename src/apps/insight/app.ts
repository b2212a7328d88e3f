import { defineApp } from '../../domain/apps/app-declaration';
import de from './adapters/locales/de/app.json';
import en from './adapters/locales/en/app.json';

/** Insight: Environmental Reporting, Audit Manager and Insights Center, shown as the shared app screen until built. */
export const insightApp = defineApp({
  id: 'insight',
  words: { en, de },
  apps: [
    { slug: 'environmental_reporting', category: 'insight', icon: 'Leaf', grants: ['manager'], routes: [{ path: '' }] },
    { slug: 'audit-trail', category: 'insight', icon: 'History', grants: [], routes: [{ path: '' }] },
    { slug: 'insights-center', category: 'insight', icon: 'ChartLine', grants: ['manager'], routes: [{ path: '' }] },
  ],
});
