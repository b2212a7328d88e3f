import type { NavigationService } from '../navigation/navigation-service';
import type { SessionStore } from './session-store';
import { LOGIN_PATH } from '../../domain/navigation/navigation-policy';

export const SIGN_OUT = Symbol.for('SignOut');

/** Ends the session in this browser and shows Login. */
export class SignOut {
  constructor(
    private readonly session: SessionStore,
    private readonly navigation: NavigationService,
  ) {}

  execute(): void {
    this.session.signOut();
    this.navigation.navigate(LOGIN_PATH);
  }
}
