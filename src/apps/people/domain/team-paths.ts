import { TEAM_SUITE_SLUG } from './slug';

/** Team Manager's pages, and where an order paid with credits is shown (Manage Orders, by the order's shop). */
export const teamPaths = {
  home: () => `/apps/${TEAM_SUITE_SLUG}`,
  expenses: () => `/apps/${TEAM_SUITE_SLUG}/employees-expenses`,
  credits: (personId: string) => `/apps/${TEAM_SUITE_SLUG}/employee-credits/${personId}`,
  invite: () => `/apps/${TEAM_SUITE_SLUG}/send-invitation`,
  order: (kind: string, orderId: string) => `/apps/manage-orders/${kind}/${orderId}`,
};
