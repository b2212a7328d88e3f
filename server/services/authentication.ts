import { AccessCache } from '../http/access-cache';
import type { ExternalPrincipal, StaffPrincipal } from '../principal';
import { hashToken } from '../security/tokens';
import type { ServiceDeps } from './service-deps';

/** Last-seen times are kept to the minute: writing on every call would double the work of each request. */
const TOUCH_AFTER_MS = 60_000;

/** Turns bearer tokens into the people they belong to; null for a token that is unknown, expired or revoked. */
export class Authentication {
  constructor(
    private readonly deps: Pick<ServiceDeps, 'store' | 'now'>,
    private readonly cache = new AccessCache(0),
  ) {}

  async staff(token: string): Promise<StaffPrincipal | null> {
    const now = this.deps.now();
    const tokenHash = hashToken(token);
    const principal = await this.cache.answer(`staff:${tokenHash}`, () => this.findStaff(tokenHash, now));
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

  private async findExternal(tokenHash: string, now: Date): Promise<ExternalPrincipal | null> {
    const session = await this.deps.store.repos.external.findActiveSession(tokenHash, now);
    return session ? { kind: 'external', sessionId: session.id, email: session.email, expiresAt: session.expiresAt } : null;
  }
}
