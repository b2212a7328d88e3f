/** Audit Manager: the trail of every change and the physical audits of the fleet. */
export const AUDIT_TRAIL_SLUG = 'audit-trail';
