import { ProblemTypes } from '../../../../contract/problem';
import { RESOLVE_IT_SLUG } from '../../../../src/apps/service-desk/domain/slug';
import { ApiProblem, auditBy, type AuditEvent, type NewAuditRow } from '../../../kernel';

/** Who acted on a ticket: a signed-in person, or nobody with an account (an external visitor, a mail, the desk's job). */
export interface DeskActor {
  readonly organisationId: string;
  readonly userId: string | null;
  readonly impersonatorUserId: string | null;
}

/**
 * Every change the desk makes lands in the trail, under the app it was made through (Resolve IT unless said), with
 * no user when nobody with an account acted.
 */
export function deskAudit(actor: DeskActor, event: AuditEvent): NewAuditRow {
  const appSlug = event.appSlug ?? RESOLVE_IT_SLUG;
  if (actor.userId !== null) return auditBy({ ...actor, userId: actor.userId }, { ...event, appSlug });
  return { ...auditBy({ ...actor, userId: '' }, { ...event, appSlug }), userId: null };
}

/** A 400 at one field of the body, with the reason the form shows beside it. */
export const deskFieldProblem = (field: string, message: string, code = 'invalid') =>
  new ApiProblem(400, ProblemTypes.validation, 'The request is not valid', message, [{ path: `body.${field}`, message, code }]);

/** A 400 naming several fields at once. */
export const deskFieldProblems = (errors: readonly { field: string; message: string; code: string }[]) =>
  new ApiProblem(
    400,
    ProblemTypes.validation,
    'The request is not valid',
    errors.map((error) => error.message).join('; '),
    errors.map((error) => ({ path: `body.${error.field}`, message: error.message, code: error.code })),
  );

export const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);
