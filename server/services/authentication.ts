import { AccessCache } from '../http/access-cache';
import type { ExternalPrincipal, StaffPrincipal } from '../principal';
import { isApiToken } from '../security/api-tokens';
import { hashToken } from '../security/tokens';
import type { ServiceDeps } from './service-deps';

/** Last-seen times are kept to the minute: writing on every call would double the work of each request. */
const TOUCH_AFTER_MS = 60_000;
/** The expiry of a token made without one. */
const NEVER = new Date('9999-12-31T00:00:00Z');

/** Turns bearer tokens into the people they belong to; null for a token that is unknown, expired or revoked. */
export class Authentication {
  constructor(
    private readonly deps: Pick<ServiceDeps, 'store' | 'now'>,
    private readonly cache = new AccessCache(0),
  ) {}

  /** A session's person, or an API token's grant (told apart by the token's shape: a session call looks up sessions only). */
  async staff(token: string): Promise<StaffPrincipal | null> {
    const now = this.deps.now();
    const tokenHash = hashToken(token);
    const principal = isApiToken(token)
      ? await this.cache.answer(`api:${tokenHash}`, () => this.findApiToken(tokenHash, now))
      : await this.cache.answer(`staff:${tokenHash}`, () => this.findStaff(tokenHash, now));
    return principal && principal.expiresAt > now ? principal : null;
  }

  async external(token: string): Promise<ExternalPrincipal | null> {
    const now = this.deps.now();
    const tokenHash = hashToken(token);
    const principal = await this.cache.answer(`external:${tokenHash}`, () => this.findExternal(tokenHash, now));
    return principal && principal.expiresAt > now ? principal : null;
  }

  private async findStaff(tokenHash: string, now: Date): Promise<StaffPrincipal | null> {
    const found = await this.deps.store.repos.sessions.findActive(tokenHash, now);
    if (!found) return null;
    const { session, user } = found;
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) await this.deps.store.repos.sessions.touch(session.id, now);
    return {
      kind: 'staff',
      sessionId: session.id,
      userId: user.id,
      organisationId: user.organisationId,
      role: user.role,
      email: user.email,
      name: user.name,
      impersonatorUserId: session.impersonatorUserId,
      expiresAt: session.expiresAt,
    };
  }

  /**
   * An API token acts as the organisation's admin narrowed to its scopes (mount-route.ts checks them); a token that
   * never expires is good until revoked. Revoking answers through a non-GET call, which empties the cache at once.
   */
  private async findApiToken(tokenHash: string, now: Date): Promise<StaffPrincipal | null> {
    const found = await this.deps.store.repos.apiTokens.findUsable(tokenHash, now);
    if (!found) return null;
    const { token, makerEmail } = found;
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
      await this.deps.store.repos.apiTokens.touch(token.id, now, new Date(now.getTime() - TOUCH_AFTER_MS));
    }
    return {
      kind: 'staff',
      sessionId: token.id,
      userId: token.createdByUserId,
      organisationId: token.organisationId,
      role: 'admin',
      email: makerEmail,
      name: token.name,
      impersonatorUserId: null,
      expiresAt: token.expiresAt ?? NEVER,
      apiToken: { id: token.id, scopes: token.scopes },
    };
  }

  private async findExternal(tokenHash: string, now: Date): Promise<ExternalPrincipal | null> {
    const session = await this.deps.store.repos.external.findActiveSession(tokenHash, now);
    return session ? { kind: 'external', sessionId: session.id, email: session.email, expiresAt: session.expiresAt } : null;
  }
}
