/** The lifecycle campaigns share this folder: one campaign pattern, four kinds, each under its own slug. */
export const REFRESH_BUY_SLUG = 'refresh-buy';
export const REFRESH_GO_SLUG = 'refresh-go';
export const RECOVER_SLUG = 'recover';
export const LOOP_SLUG = 'loop';
