import { AUDIT_TRAIL_SLUG } from '../../domain/slug';

/** The physical audits' pages, below the app's home (which is the trail's). */
export const AUDITS_PATH = `/apps/${AUDIT_TRAIL_SLUG}/audits`;
export const roundPath = (id: string) => `${AUDITS_PATH}/rounds/${id}`;
