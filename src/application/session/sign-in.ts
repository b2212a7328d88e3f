import { landingAfterSignIn } from '../../domain/navigation/landing';
import type { NavigationService } from '../navigation/navigation-service';
import type { AuthGateway } from '../ports/auth-gateway';
import type { SessionStore } from './session-store';

export const SIGN_IN = Symbol.for('SignIn');

/** Signs in, stores the session, and lands where the person was going (spec 2.6). */
export class SignIn {
  constructor(
    private readonly gateway: AuthGateway,
    private readonly session: SessionStore,
    private readonly navigation: NavigationService,
  ) {}

  async execute(email: string, password: string): Promise<void> {
    const answer = await this.gateway.signIn(email, password);
    this.session.signIn(answer.token, answer.allowedApps);
    this.navigation.navigate(landingAfterSignIn(this.session.directNavigationRoute()), { replace: true });
  }
}
