import { landingAfterSignIn } from '../../domain/navigation/landing';
import type { NavigationService } from '../navigation/navigation-service';
import type { AuthGateway, LoginLink, ProviderCallback, SignInAnswer, SignUpDetails } from '../ports/auth-gateway';
import type { SessionStore } from './session-store';

export const SIGN_IN = Symbol.for('SignIn');

/** Every way in ends the same: the session is stored and the person lands where they were going (spec 2.6). */
export class SignIn {
  constructor(
    private readonly gateway: AuthGateway,
    private readonly session: SessionStore,
    private readonly navigation: NavigationService,
  ) {}

  withPassword(email: string, password: string): Promise<void> {
    return this.begin(this.gateway.signIn({ email, password }));
  }

  withSignUp(details: SignUpDetails): Promise<void> {
    return this.begin(this.gateway.signUp(details));
  }

  withLoginLink(link: LoginLink): Promise<void> {
    return this.begin(this.gateway.redeemLoginLink(link));
  }

  withIdentityProvider(providerId: string, callback: ProviderCallback): Promise<void> {
    return this.begin(this.gateway.completeIdentityProviderSignIn(providerId, callback));
  }

  private async begin(pending: Promise<SignInAnswer>): Promise<void> {
    const { token, allowedApps } = await pending;
    this.session.signIn(token, allowedApps);
    this.navigation.navigate(landingAfterSignIn(this.session.directNavigationRoute()), { replace: true });
  }
}
