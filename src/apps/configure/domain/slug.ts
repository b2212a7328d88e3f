/** Configure's app slug: its pages live under /apps/configure, and the allowed-app rule names it so. */
export const CONFIGURE_SLUG = 'configure';
