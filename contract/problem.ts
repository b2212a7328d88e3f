import * as z from 'zod';
import { text } from './text';

/**
 * One failed field of a request: `path` is the dotted location (`body.email`, `query.page`); `code` and `params`
 * say what is wrong in a form clients translate (`required`, `too-long` with `maximum`).
 */
export const FieldError = z.object({
  path: text(),
  message: text(),
  code: text().optional(),
  params: z.record(text(), z.union([text(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof FieldError>;

/** RFC 9457 problem details, the body of every error answer (`application/problem+json`). */
export const Problem = z.object({
  type: text(),
  title: text(),
  status: z.int().min(400).max(599),
  detail: text().optional(),
  instance: text().optional(),
  errors: z.array(FieldError).optional(),
  /** A refused rule's stable code and the values its sentence names, for a client to word in its language. */
  code: text().optional(),
  params: z.record(text(), z.union([text(), z.number()])).optional(),
});
export type Problem = z.infer<typeof Problem>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The problem types the API answers with; clients switch on `type`, never on `title` or `detail`. */
export const ProblemTypes = {
  validation: '/problems/validation',
  malformed: '/problems/malformed-request',
  payloadTooLarge: '/problems/payload-too-large',
  unsupportedMediaType: '/problems/unsupported-media-type',
  unauthenticated: '/problems/unauthenticated',
  forbidden: '/problems/forbidden',
  appNotAllowed: '/problems/app-not-allowed',
  /** An API token called outside its scopes (another app, or a change with a read-only scope). */
  tokenScope: '/problems/token-scope',
  notFound: '/problems/not-found',
  conflict: '/problems/conflict',
  staleVersion: '/problems/stale-version',
  invalidCredentials: '/problems/invalid-credentials',
  tooManyRequests: '/problems/too-many-requests',
  overloaded: '/problems/overloaded',
  loginLinkInvalid: '/problems/login-link-invalid',
  loginLinkUsed: '/problems/login-link-used',
  loginLinkExpired: '/problems/login-link-expired',
  invalidCode: '/problems/invalid-code',
  invalidDemoToken: '/problems/invalid-demo-token',
  oauthFailed: '/problems/oauth-failed',
  setupLinkInvalid: '/problems/setup-link-invalid',
  signUpClosed: '/problems/sign-up-closed',
  /** A public link that expired or was withdrawn: `code` says which (`link-expired`, `link-revoked`). */
  linkGone: '/problems/link-gone',
  internal: '/problems/internal',
} as const;
export type ProblemType = (typeof ProblemTypes)[keyof typeof ProblemTypes];
