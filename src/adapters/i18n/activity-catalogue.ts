import type { LazyCatalogues } from './lazy-namespaces';

/**
 * The words of the audit trail's action codes (`campaign.created`), which the dashboard's recent activity and Audit
 * Manager's trail show: `label` names an entry ("Campaign created"), `phrase` follows a person's name ("created a
 * campaign"). Hundreds of them in each language, so they arrive with the first screen that shows them, not with the
 * first bundle.
 */
export const activityCatalogue: LazyCatalogues = {
  activity: { en: () => import('./locales/en/activity.json'), de: () => import('./locales/de/activity.json') },
};
