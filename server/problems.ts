import { ProblemTypes, type FieldError, type ProblemType } from '../contract/problem';

/** An error with its answer: services throw it, the error handler turns it into problem+json. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly type: ProblemType,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: readonly FieldError[],
    readonly headers: Readonly<Record<string, string>> = {},
    /** A refused rule, by its code and values, for clients that word it themselves. */
    readonly rule?: { readonly code: string; readonly params: Readonly<Record<string, string | number>> },
  ) {
    super(title);
  }
}

export const notFound = (what: string) => new ApiProblem(404, ProblemTypes.notFound, `No such ${what}`);

export const forbidden = (detail: string) => new ApiProblem(403, ProblemTypes.forbidden, 'Not allowed', detail);

export const staleVersion = () =>
  new ApiProblem(
    412,
    ProblemTypes.staleVersion,
    'The record changed since you read it',
    'Reload it and apply your change again; nothing was saved.',
  );

export const unauthenticated = () =>
  new ApiProblem(401, ProblemTypes.unauthenticated, 'Sign in first', 'The token is missing, expired or revoked.');

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiProblem(429, ProblemTypes.tooManyRequests, 'Too many attempts', `Try again in ${retryAfterSeconds} seconds.`, undefined, {
    'retry-after': String(retryAfterSeconds),
  });

export const overloaded = (retryAfterSeconds: number) =>
  new ApiProblem(503, ProblemTypes.overloaded, 'The server is busy', `Try again in ${retryAfterSeconds} seconds.`, undefined, {
    'retry-after': String(retryAfterSeconds),
  });

export const fieldProblem = (path: string, message: string) =>
  new ApiProblem(400, ProblemTypes.validation, 'The request is not valid', message, [{ path, message }]);
