import type { z } from 'zod';
import {
  LOGIN_LINK_IMPERSONATION_TYPE,
  type CreateLoginLinkRequest,
  type RedeemLoginLinkRequest,
  type SignInAnswer,
} from '../../contract/auth';
import { isAdminRole } from '../../contract/common';
import { ProblemTypes } from '../../contract/problem';
import type { CallerContext, StaffPrincipal } from '../principal';
import { ApiProblem, forbidden, notFound } from '../problems';
import type { LoginLinkRow } from '../repositories/login-link-repository';
import { hashToken, newToken } from '../security/tokens';
import { recordAttempt, refuseWhenExhausted } from './attempts';
import { auditBy } from './audit';
import type { AuthService } from './auth-service';
import type { ServiceDeps } from './service-deps';
import { issueSession, signInAnswerOf, signInAudit } from './session-issuer';

const invalidLink = () =>
  new ApiProblem(400, ProblemTypes.loginLinkInvalid, 'This sign-in link is not valid', 'Ask your administrator for a new link.');
const usedLink = () =>
  new ApiProblem(410, ProblemTypes.loginLinkUsed, 'This sign-in link was used already', 'Each link works once; ask for a new one.');
const expiredLink = () =>
  new ApiProblem(410, ProblemTypes.loginLinkExpired, 'This sign-in link has expired', 'Ask your administrator for a new link.');

/** The link must be presented exactly as issued: an impersonation link with its type and admin, a plain one without. */
function matchesLink(link: LoginLinkRow | undefined, request: z.output<typeof RedeemLoginLinkRequest>): link is LoginLinkRow {
  if (!link || link.userId !== request.emailid) return false;
  if (link.impersonatorUserId === null) return request.type === undefined && request.adminId === undefined;
  return request.type === LOGIN_LINK_IMPERSONATION_TYPE && request.adminId === link.impersonatorUserId;
}

export class LoginLinkService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly auth: AuthService,
  ) {}

  async create(principal: StaffPrincipal, request: z.output<typeof CreateLoginLinkRequest>) {
    const { store, now, config } = this.deps;
    if (principal.impersonatorUserId) throw forbidden('End the impersonation before issuing links.');
    const user = await store.repos.users.find(principal.organisationId, request.userId);
    if (!user) throw notFound('person');
    if (user.role === 'owner' && principal.role !== 'owner') throw forbidden('Only an owner may issue links for an owner.');
    if (request.impersonate && user.id === principal.userId) throw forbidden('You cannot act as yourself.');
    const token = newToken();
    const expiresAt = new Date(now().getTime() + request.ttlMinutes * 60_000);
    const impersonatorUserId = request.impersonate ? principal.userId : null;
    await store.transaction(async (repos) => {
      const link = await repos.loginLinks.create({
        organisationId: principal.organisationId,
        userId: user.id,
        createdByUserId: principal.userId,
        impersonatorUserId,
        tokenHash: hashToken(token),
        expiresAt,
      });
      await repos.audit.append(
        auditBy(principal, {
          action: 'login-link.created',
          entityType: 'login-link',
          entityId: link.id,
          after: { userId: user.id, impersonation: request.impersonate, expiresAt: expiresAt.toISOString() },
        }),
      );
    });
    const segments = [user.id, token, ...(impersonatorUserId ? [LOGIN_LINK_IMPERSONATION_TYPE, impersonatorUserId] : [])];
    const path = `/login-user/${segments.map(encodeURIComponent).join('/')}`;
    return { url: `${config.publicUrl}${path}`, path, expiresAt: expiresAt.toISOString(), impersonation: request.impersonate };
  }

  async redeem(request: z.output<typeof RedeemLoginLinkRequest>, context: CallerContext): Promise<SignInAnswer> {
    const { now, limiter, config } = this.deps;
    const keys = [{ key: `login-link:ip:${context.ip}`, limit: config.limits.linkFailuresPerIp }];
    await refuseWhenExhausted(limiter, keys);
    try {
      return await this.redeemChecked(request, context, now());
    } catch (error) {
      if (error instanceof ApiProblem) await recordAttempt(limiter, keys, config.limits.windowSeconds);
      throw error;
    }
  }

  private async redeemChecked(request: z.output<typeof RedeemLoginLinkRequest>, context: CallerContext, at: Date) {
    const { store } = this.deps;
    const link = await store.repos.loginLinks.findByTokenHash(hashToken(request.hash));
    if (!matchesLink(link, request)) throw invalidLink();
    if (link.usedAt) throw usedLink();
    if (link.expiresAt <= at) throw expiredLink();
    const user = await store.repos.users.find(link.organisationId, link.userId);
    const admin = link.impersonatorUserId ? await store.repos.users.find(link.organisationId, link.impersonatorUserId) : undefined;
    if (!user) throw invalidLink();
    if (link.impersonatorUserId && (!admin || !isAdminRole(admin.role))) throw invalidLink();
    return store.transaction(async (repos) => {
      if (!(await repos.loginLinks.markUsed(link.id, at))) throw usedLink();
      const issued = await issueSession(repos, user, 'login-link', context, this.auth.sessionExpiry(), link.impersonatorUserId);
      await repos.audit.append(signInAudit(issued.session, { linkId: link.id }));
      return signInAnswerOf(repos, user, issued);
    });
  }

  async endImpersonation(principal: StaffPrincipal): Promise<void> {
    if (!principal.impersonatorUserId) {
      throw new ApiProblem(409, ProblemTypes.conflict, 'This session is not an impersonation');
    }
    const { store, now, realtime } = this.deps;
    await store.transaction(async (repos) => {
      await repos.sessions.revoke(principal.organisationId, principal.userId, principal.sessionId, now());
      await repos.audit.append(
        auditBy(principal, { action: 'impersonation.ended', entityType: 'session', entityId: principal.sessionId }),
      );
    });
    realtime.endSession(principal.sessionId);
  }
}
