export interface DemoRequest {
  readonly email: string;
  readonly token: string;
  readonly name: string;
  readonly company: string;
  readonly phone?: string;
  readonly fleetSize?: number;
  readonly message?: string;
}

/** Calls made by people without an account: external Resolve Now sign-in and demo requests. */
export interface VisitorGateway {
  requestExternalCode(request: { readonly email: string }): Promise<void>;
  /** Returns the token of an external session, which sees only its own tickets. */
  externalSignIn(email: string, code: string): Promise<string>;
  /** Whose external session a token is; fails with a 401 problem once it has ended. */
  externalSession(token: string): Promise<{ readonly email: string; readonly expiresAt: string }>;
  externalSignOut(token: string): Promise<void>;
  checkDemoToken(request: { readonly email: string; readonly token: string }): Promise<void>;
  createDemoRequest(request: DemoRequest): Promise<void>;
}

export const VISITOR_GATEWAY = Symbol.for('VisitorGateway');
