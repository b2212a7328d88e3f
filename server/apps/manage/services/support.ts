import { MANAGE_SLUG } from '../../../../src/apps/manage/domain/slug';
import type { AssetState } from '../../../../src/apps/manage/domain/asset-status';
import { ApiProblem, auditBy, notFound, ruleRefused, type AuditEvent, type NewAuditRow, type StaffPrincipal } from '../../../kernel';
import type { ManageRepositories } from '../repositories/repositories';
import { ProblemTypes } from '../../../../contract/problem';

/** Every change Manage makes lands in the trail under its app. */
export function manageAudit(principal: StaffPrincipal, event: Omit<AuditEvent, 'appSlug'>): NewAuditRow {
  return auditBy(principal, { ...event, appSlug: MANAGE_SLUG });
}

export const fieldConflict = (path: string, message: string) =>
  new ApiProblem(409, ProblemTypes.conflict, 'Already in use', message, [{ path, message }]);

/** The part of a record the domain's asset rules decide, and nothing else they happened to be handed. */
export function stateOf({ status, assigneeId, archived }: AssetState): AssetState {
  return { status, assigneeId, archived };
}

/** Whom an asset or a seat may go to: a person of the organisation who has not left. */
export async function activePerson(repos: ManageRepositories, organisationId: string, userId: string): Promise<void> {
  if (!(await repos.users.find(organisationId, userId))) throw notFound('person');
  if (await repos.own.people.offboardedAt(organisationId, userId)) throw ruleRefused('This person has been offboarded.', 'person-offboarded');
}
