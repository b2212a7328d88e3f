import type { FastifyRequest } from 'fastify';
import type { ExternalPrincipal, StaffPrincipal } from '../principal';
import { hashToken } from '../security/tokens';
import { bearerToken } from './bearer';

/** Tokens remembered at most; past this the oldest is forgotten, and its next call counts against its address once. */
const CAPACITY = 50_000;

/**
 * Which budget of the API rate limit a request draws on. A bearer token already seen valid draws on its person's
 * budget, so colleagues behind one proxy do not share one; any other request, made-up tokens included, draws on its
 * client address, so inventing tokens buys no fresh budget. The lookup is in memory: no database read per request.
 */
export class RateLimitKeys {
  private readonly known = new Map<string, string>();

  remember(token: string, principal: StaffPrincipal | ExternalPrincipal): void {
    const hash = hashToken(token);
    if (this.known.has(hash)) return;
    if (this.known.size >= CAPACITY) {
      const oldest = this.known.keys().next();
      if (!oldest.done) this.known.delete(oldest.value);
    }
    this.known.set(hash, principal.kind === 'staff' ? `user:${principal.userId}` : `visitor:${principal.sessionId}`);
  }

  keyOf(request: FastifyRequest): string {
    const token = bearerToken(request);
    return (token && this.known.get(hashToken(token))) || `ip:${request.ip}`;
  }
}
