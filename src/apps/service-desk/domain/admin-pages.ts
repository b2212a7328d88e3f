/** Resolve IT's configuration pages, in the order the section's tabs show them. */
export const CONFIG_PAGES = [
  'user-roles',
  'priority-management',
  'status-management',
  'sla-configuration',
  'approval-workflows',
  'ticket-type',
  'team-management',
  'email-channel',
  'company-tag',
] as const;
export type ConfigPage = (typeof CONFIG_PAGES)[number];

/** Resolve IT's landing pages (spec 2.4): its dashboard, its two queues and its configuration. */
export const ADMIN_PAGES = ['dashboard', 'reported-issues', 'service-requests', ...CONFIG_PAGES] as const;
