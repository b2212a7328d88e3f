import { hmac, newToken, sameText } from '../security/tokens';

/**
 * Device tokens, after OWASP's "device cookies": proof that a browser signed in to an account before. The token is a
 * random id and a MAC over the id and the account's address, so it vouches for that one account and names none.
 * Sign-in trusts it to tell the account's owner from the crowd of guessers, who never hold one.
 */
export class KnownDevices {
  constructor(private readonly secret: string) {}

  issue(email: string): string {
    const id = newToken();
    return `${id}.${this.mac(email, id)}`;
  }

  /** The device's id when `token` was issued to a browser that signed in to `email`; null otherwise. */
  idOf(token: string | null, email: string): string | null {
    const [id, mac, ...rest] = token?.split('.') ?? [];
    if (!id || !mac || rest.length > 0) return null;
    return sameText(mac, this.mac(email, id)) ? id : null;
  }

  private mac(email: string, id: string): string {
    return hmac(this.secret, 'known-device', email, id);
  }
}
