/** Manage Configure's slug: its screen is /apps/manage-configure, and it guards the changes of the fleet's configuration. */
export const MANAGE_CONFIGURE_SLUG = 'manage-configure';
