import { StorageKeys } from '../../domain/session/storage-keys';
import type { NavigationService } from '../navigation/navigation-service';
import type { StoragePort } from '../ports/storage-port';
import type { VisitorGateway } from '../ports/visitor-gateway';

export const EXTERNAL_SESSION = Symbol.for('ExternalSession');
const EXTERNAL_HOME = '/external/resolve-now';
const EXTERNAL_LOGIN = '/external/login';

/**
 * Someone without an account follows their tickets: an emailed one-time code opens a session that sees
 * only what belongs to their address. It lives beside, never instead of, a staff session.
 */
export class ExternalSession {
  constructor(
    private readonly visitors: VisitorGateway,
    private readonly storage: StoragePort,
    private readonly navigation: NavigationService,
  ) {}

  requestCode(email: string): Promise<void> {
    return this.visitors.requestExternalCode({ email });
  }

  async signIn(email: string, code: string): Promise<void> {
    this.storage.set(StorageKeys.externalToken, await this.visitors.externalSignIn(email, code));
    this.navigation.navigate(EXTERNAL_HOME, { replace: true });
  }

  /** The session's token, which the external pages' calls carry; null without one. */
  token(): string | null {
    return this.storage.get(StorageKeys.externalToken);
  }

  /** Whose session this is; null without one, or once the server has ended it. */
  async current(): Promise<{ email: string } | null> {
    const token = this.storage.get(StorageKeys.externalToken);
    if (!token) return null;
    try {
      return await this.visitors.externalSession(token);
    } catch {
      this.storage.remove(StorageKeys.externalToken);
      return null;
    }
  }

  async signOut(): Promise<void> {
    const token = this.storage.get(StorageKeys.externalToken);
    this.storage.remove(StorageKeys.externalToken);
    // The session ends here whatever the server answers; it expires there on its own.
    if (token) await this.visitors.externalSignOut(token).catch(() => undefined);
    this.navigation.navigate(EXTERNAL_LOGIN);
  }
}
