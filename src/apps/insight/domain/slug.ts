/** Insight's apps share this folder: Environmental Reporting and Insights Center. */
export const ENVIRONMENTAL_REPORTING_SLUG = 'environmental_reporting';
export const INSIGHTS_CENTER_SLUG = 'insights-center';
