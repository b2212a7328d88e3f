/**
 * What a 401 answer from any call sets off. The HTTP adapters pull it; the sign-in work decides what
 * happens (clear the session, go to Login) by setting the handler.
 */
export interface UnauthorizedPort {
  unauthorized(): void;
  /** Returns a function that removes the handler again. */
  onUnauthorized(handler: () => void): () => void;
}

export const UNAUTHORIZED = Symbol.for('UnauthorizedPort');
