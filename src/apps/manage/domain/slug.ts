/** Manage's app slug: its routes live under /apps/manage-beta, and the allowed-app rule names it so. */
export const MANAGE_SLUG = 'manage-beta';
