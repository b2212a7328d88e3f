import { ApiProblem } from '../../../kernel';

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

/** The codes of a 409 that mean "this value is taken" (a person's address, a team's name), in SCIM's words. */
const TAKEN: Readonly<Record<string, string>> = {
  'email-taken': 'A person with this userName already exists.',
  'team-name-taken': 'A group with this displayName already exists.',
};

/** The directory's refusals in SCIM's words: a taken address or name is `uniqueness`, a refused value `invalidValue`. */
export async function inScimWords<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error;
    const first = error.errors?.[0];
    const detail = first?.message ?? error.detail ?? error.title;
    const taken = error.status === 409 && first?.code ? TAKEN[first.code] : undefined;
    if (taken) throw new ScimError(409, taken, 'uniqueness');
    if (error.status === 400 || error.status === 422) throw new ScimError(400, detail, 'invalidValue');
    throw new ScimError(error.status, detail);
  }
}
