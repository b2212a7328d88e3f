import type { ExternalPrincipal, StaffPrincipal } from '../principal';
import { hashToken } from '../security/tokens';
import type { ServiceDeps } from './service-deps';

/** Last-seen times are kept to the minute: writing on every call would double the work of each request. */
const TOUCH_AFTER_MS = 60_000;

/** Turns bearer tokens into the people they belong to; null for a token that is unknown, expired or revoked. */
export class Authentication {
  constructor(private readonly deps: Pick<ServiceDeps, 'store' | 'now'>) {}

  async staff(token: string): Promise<StaffPrincipal | null> {
    const now = this.deps.now();
    const found = await this.deps.store.repos.sessions.findActive(hashToken(token), now);
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

  async external(token: string): Promise<ExternalPrincipal | null> {
    const session = await this.deps.store.repos.external.findActiveSession(hashToken(token), this.deps.now());
    return session ? { kind: 'external', sessionId: session.id, email: session.email, expiresAt: session.expiresAt } : null;
  }
}
