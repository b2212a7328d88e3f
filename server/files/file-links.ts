import { getSignedFile } from '../../contract/file-routes';
import { pathOf } from '../../contract/descriptor';
import type { ServerConfig } from '../config';
import type { ServerKeys } from '../security/server-keys';

export type LinkCheck = 'valid' | 'expired' | 'forged';

const partsOf = (organisationId: string, key: string, expires: number) => ['file-link', organisationId, key, String(expires)];

/**
 * Short-lived links to one organisation's file, for `<img src>`: a browser sends no bearer token for an image, so
 * the link itself is the permission, an HMAC over organisation, key and expiry. A link of one organisation never
 * opens another's file, and an expired one opens nothing.
 */
export class FileLinks {
  private readonly windowSeconds: number;

  constructor(private readonly deps: { readonly config: Pick<ServerConfig, 'files'>; readonly keys: ServerKeys; readonly now: () => Date }) {
    this.windowSeconds = deps.config.files.linkMinutes * 60;
  }

  /**
   * Valid for one to two windows (FILE_LINK_MINUTES): the expiry is rounded up to the next window, so every answer
   * within one window names the same link and the browser shows its cached copy instead of fetching it again.
   */
  linkOf(organisationId: string, key: string): string {
    const nowSeconds = Math.floor(this.deps.now().getTime() / 1000);
    const expires = (Math.floor(nowSeconds / this.windowSeconds) + 2) * this.windowSeconds;
    const query = new URLSearchParams({ expires: String(expires), signature: this.deps.keys.sign(...partsOf(organisationId, key, expires)) });
    return `${pathOf(getSignedFile, { organisationId, key })}?${query}`;
  }

  check(organisationId: string, key: string, expires: number, signature: string): LinkCheck {
    if (!this.deps.keys.verify(signature, ...partsOf(organisationId, key, expires))) return 'forged';
    return expires * 1000 > this.deps.now().getTime() ? 'valid' : 'expired';
  }

  /** How long a browser may keep what a valid link opened: until the link expires. */
  secondsLeft(expires: number): number {
    return Math.max(0, expires - Math.floor(this.deps.now().getTime() / 1000));
  }
}
