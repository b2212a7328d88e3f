import { hmac, sameText } from './tokens';

export interface ServerKey {
  readonly id: string;
  readonly key: string;
  readonly createdAt: Date;
  readonly retiredAt: Date | null;
}

/** How long a retired key still verifies: the longest life of anything signed, an approval link's week. */
export const RETIRED_KEY_DAYS = 7;
const RETIRED_KEY_MS = RETIRED_KEY_DAYS * 86_400_000;

/**
 * The install's keys (server_keys), held in memory: every signature is `<key id>.<HMAC>` under the current key, and is
 * checked under the key its id names, which after a rotation is a retired one for RETIRED_KEY_DAYS, then none.
 */
export class ServerKeys {
  private byId = new Map<string, ServerKey>();
  private currentKey: ServerKey;

  constructor(
    keys: readonly ServerKey[],
    private readonly now: () => Date,
  ) {
    this.currentKey = this.replace(keys);
  }

  /** The keys as the database has them now: another server may have rotated them. */
  update(keys: readonly ServerKey[]): void {
    this.currentKey = this.replace(keys);
  }

  private replace(keys: readonly ServerKey[]): ServerKey {
    const current = keys.find((each) => each.retiredAt === null);
    if (!current) throw new Error('server_keys holds no current key');
    this.byId = new Map(keys.map((each) => [each.id, each]));
    return current;
  }

  get current(): ServerKey {
    return this.currentKey;
  }

  /** Every key ever used, retired ones too: secrets sealed under them at rest must still open. */
  all(): readonly ServerKey[] {
    return [...this.byId.values()];
  }

  find(id: string): ServerKey | undefined {
    return this.byId.get(id);
  }

  sign(...parts: string[]): string {
    return signatureOf(this.currentKey, parts);
  }

  /** The signature under the key `keyId` names while it verifies (a link made again as it was issued); null after. */
  signAs(keyId: string, ...parts: string[]): string | null {
    const key = this.verifying(keyId);
    return key ? signatureOf(key, parts) : null;
  }

  /** The bare HMAC under the current key, for a value too short to name its key (a mail's reply token). */
  mac(...parts: string[]): string {
    return hmac(this.currentKey.key, ...parts);
  }

  /** What `mac` may have made: the bare HMACs under every key that still verifies, the current one first. */
  macs(...parts: string[]): string[] {
    const retired = [...this.byId.values()].filter((key) => key !== this.currentKey && this.verifying(key.id));
    return [this.currentKey, ...retired].map((key) => hmac(key.key, ...parts));
  }

  verify(signature: string, ...parts: string[]): boolean {
    const dot = signature.indexOf('.');
    const key = dot > 0 ? this.verifying(signature.slice(0, dot)) : undefined;
    return key !== undefined && sameText(signature, signatureOf(key, parts));
  }

  private verifying(id: string): ServerKey | undefined {
    const key = this.byId.get(id);
    if (!key || (key.retiredAt && key.retiredAt.getTime() + RETIRED_KEY_MS <= this.now().getTime())) return undefined;
    return key;
  }
}

function signatureOf(key: ServerKey, parts: readonly string[]): string {
  return `${key.id}.${hmac(key.key, ...parts)}`;
}
