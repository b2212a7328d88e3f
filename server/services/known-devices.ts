import type { ServerKeys } from '../security/server-keys';
import { newToken } from '../security/tokens';

/**
 * Device tokens, after OWASP's "device cookies": proof that a browser signed in to an account before. The token is a
 * random id and a MAC over the id and the account's address, so it vouches for that one account and names none.
 * Sign-in trusts it to tell the account's owner from the crowd of guessers, who never hold one.
 */
export class KnownDevices {
  constructor(private readonly keys: ServerKeys) {}

  issue(email: string): string {
    const id = newToken();
    return `${id}.${this.keys.sign('known-device', email, id)}`;
  }

  /** The device's id when `token` was issued to a browser that signed in to `email`; null otherwise. */
  idOf(token: string | null, email: string): string | null {
    const dot = token?.indexOf('.') ?? -1;
    if (!token || dot < 1) return null;
    const id = token.slice(0, dot);
    return this.keys.verify(token.slice(dot + 1), 'known-device', email, id) ? id : null;
  }
}
