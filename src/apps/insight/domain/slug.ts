/** Insight's apps share this folder: Environmental Reporting, Audit Manager and Insights Center. */
export const ENVIRONMENTAL_REPORTING_SLUG = 'environmental_reporting';
export const AUDIT_TRAIL_SLUG = 'audit-trail';
export const INSIGHTS_CENTER_SLUG = 'insights-center';
