import { LOGIN_PATH } from '../../domain/navigation/navigation-policy';
import type { NavigationService } from '../navigation/navigation-service';
import type { AuthGateway } from '../ports/auth-gateway';
import type { SessionStore } from './session-store';

export const SIGN_OUT = Symbol.for('SignOut');

/** Ends the session on the server and in this browser, then shows Login. */
export class SignOut {
  constructor(
    private readonly gateway: AuthGateway,
    private readonly session: SessionStore,
    private readonly navigation: NavigationService,
  ) {}

  async execute(): Promise<void> {
    try {
      await this.gateway.signOut();
    } catch {
      // An unreachable server or an expired token must not keep anyone signed in here.
    }
    this.endLocally();
  }

  /** An admin acting as someone stops: the server revokes that session, and the admin signs in as themselves. */
  async endImpersonation(): Promise<void> {
    await this.gateway.endImpersonation();
    this.endLocally();
  }

  /** For a session the server no longer accepts (a 401): forget it and show Login, keeping where the person was. */
  endLocally(): void {
    if (!this.session.loginToken()) return;
    this.session.signOut();
    this.navigation.navigate(LOGIN_PATH);
  }
}
