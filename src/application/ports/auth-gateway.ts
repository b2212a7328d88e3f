/** The server's sign-in, as the browser app needs it. */
export interface SignInAnswer {
  readonly token: string;
  readonly allowedApps: readonly string[];
}

export interface AuthGateway {
  signIn(email: string, password: string): Promise<SignInAnswer>;
}

export const AUTH_GATEWAY = Symbol.for('AuthGateway');
