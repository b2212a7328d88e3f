import { MANAGE_SLUG } from '../../../../src/apps/manage/domain/slug';
import { ProblemTypes } from '../../../../contract/problem';
import type { AssetState } from '../../../../src/apps/manage/domain/asset-status';
import type { Decision, RefusalParams } from '../../../../src/domain/rules/decision';
import type { StaffPrincipal } from '../../../principal';
import { ApiProblem } from '../../../problems';
import type { NewAuditRow } from '../../../repositories/audit-repository';
import { auditBy, type AuditEvent } from '../../../services/audit';

/** Every change Manage makes lands in the trail under its app. */
export function manageAudit(principal: StaffPrincipal, event: Omit<AuditEvent, 'appSlug'>): NewAuditRow {
  return auditBy(principal, { ...event, appSlug: MANAGE_SLUG });
}

/** A 409 for a broken rule: the English reason, and the code with its values that clients translate. */
export const ruleRefused = (reason: string, code: string, params: RefusalParams = {}, field?: string) =>
  new ApiProblem(
    409,
    ProblemTypes.conflict,
    'The change breaks a rule',
    reason,
    field ? [{ path: `body.${field}`, message: reason, code, params: { ...params } }] : undefined,
    {},
    { code, params },
  );

export const fieldConflict = (path: string, message: string) =>
  new ApiProblem(409, ProblemTypes.conflict, 'Already in use', message, [{ path, message }]);

/** The domain's answer, or the 409 that explains the refusal, at the field of the request it is about when there is one. */
export function decided<T>(decision: Decision<T>, field?: string): T {
  if (decision.ok) return decision.value;
  throw ruleRefused(decision.reason, decision.code, decision.params, field);
}

/** Only the fields that changed, before and after, for the trail. */
export function changes<T extends object>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const keys = (Object.keys(after) as (keyof T)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T>,
  };
}

/** The part of a record the domain's asset rules decide, and nothing else they happened to be handed. */
export function stateOf({ status, assigneeId, archived }: AssetState): AssetState {
  return { status, assigneeId, archived };
}

export const isoOf = (date: Date) => date.toISOString();
