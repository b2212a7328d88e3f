/** RFC 7644 §3.12: the error schema every SCIM failure answers with. */
export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

/** The `scimType` values RFC 7644 names (table 9); only for 400 and 409 answers. */
export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue'
  | 'invalidVers'
  | 'sensitive';

/** A SCIM failure: thrown by the protocol layer and the service, answered by the routes in the error schema. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }
}

/** The body of an error answer; `status` is a string, as the RFC's schema says. */
export function scimErrorBody(error: ScimError) {
  return {
    schemas: [SCIM_ERROR_SCHEMA],
    status: String(error.status),
    ...(error.scimType && { scimType: error.scimType }),
    detail: error.detail,
  };
}

export const scimNotFound = (what: string, id: string) => new ScimError(404, `${what} ${id} not found`);
export const scimUnauthorized = () => new ScimError(401, 'Authenticate with an API token holding the scim scope (Authorization: Bearer <token>).');
export const scimInvalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');
