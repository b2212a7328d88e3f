import { scimInvalidValue } from './scim-error';

export const SCIM_LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
/** The most resources one page answers (ServiceProviderConfig's filter.maxResults says it too). */
export const SCIM_MAX_RESULTS = 200;
const DEFAULT_COUNT = 100;

export interface ScimPage {
  /** 1-based, as RFC 7644 §3.4.2.4 counts. */
  readonly startIndex: number;
  readonly count: number;
}

function integerOf(value: unknown, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) throw scimInvalidValue(`${name} must be an integer.`);
  return number;
}

/** startIndex below 1 means 1, a negative count means 0 (both by the RFC), and no page is larger than the maximum. */
export function scimPageOf(query: { readonly startIndex?: unknown; readonly count?: unknown }): ScimPage {
  const startIndex = Math.max(1, integerOf(query.startIndex, 'startIndex') ?? 1);
  const count = Math.min(SCIM_MAX_RESULTS, Math.max(0, integerOf(query.count, 'count') ?? DEFAULT_COUNT));
  return { startIndex, count };
}

/** The ListResponse, with its paging fields as numbers (Okta's runner checks their type). */
export function listResponse<T>(resources: readonly T[], totalResults: number, page: ScimPage) {
  return {
    schemas: [SCIM_LIST_SCHEMA],
    totalResults,
    startIndex: page.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
