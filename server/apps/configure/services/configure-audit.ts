import { CONFIGURE_SLUG } from '../../../../src/apps/configure/domain/slug';
import { auditBy, changes, type NewAuditRow, type StaffPrincipal } from '../../../kernel';

/** One change of the organisation's settings in the trail, with only the fields that changed. */
export function organisationChange<T extends object>(principal: StaffPrincipal, action: string, before: T, after: Partial<T>): NewAuditRow {
  return auditBy(principal, { action, entityType: 'organisation', entityId: principal.organisationId, appSlug: CONFIGURE_SLUG, ...changes(before, after) });
}
