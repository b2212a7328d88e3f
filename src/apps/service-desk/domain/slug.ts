/**
 * The service desk's three apps share this folder: Resolve Now and Support are one implementation mounted under two
 * slugs (for employees), Resolve IT administers the desk (for agents and admins).
 */
export const RESOLVE_NOW_SLUG = 'resolve-now';
export const SUPPORT_SLUG = 'support';
export const RESOLVE_IT_SLUG = 'resolve-it';

/** The employee mounts: the same screens and API, under each slug. */
export const REQUESTER_SLUGS = [RESOLVE_NOW_SLUG, SUPPORT_SLUG] as const;
export type RequesterSlug = (typeof REQUESTER_SLUGS)[number];
