import type { z } from 'zod';
import type { SessionAnswer, SignInAnswer, SignInRequest, SignUpRequest } from '../../contract/auth';
import { ProblemTypes } from '../../contract/problem';
import type { AttemptLimits } from '../config';
import type { CallerContext, StaffPrincipal } from '../principal';
import { ApiProblem } from '../problems';
import { decoyHash, hashPassword, verifyPassword } from '../security/passwords';
import { recordAttempt, refuseWhenExhausted } from './attempts';
import { auditBy } from './audit';
import { forgive, recordFailure, refuseWhileWaiting, type ThrottledKey } from './failure-streaks';
import { KnownDevices } from './known-devices';
import { provisionOrganisation } from './provisioning';
import type { ServiceDeps } from './service-deps';
import { admitSignUp } from './sign-up-gate';
import { issueSession, sessionAnswerOf, signInAnswerOf, signInAudit } from './session-issuer';

/** One message for a wrong address and a wrong password: the answer never tells which addresses exist. */
const invalidCredentials = () =>
  new ApiProblem(401, ProblemTypes.invalidCredentials, 'Wrong address or password', 'Check both and try again.');

export interface SignedIn extends SignInAnswer {
  readonly deviceToken: string;
}

/**
 * Whose wrong passwords slow down whom. A known device of the account answers for itself alone, so the owner signs
 * in while strangers hammer the account, even from the same address. Anyone else waits on three streaks: their
 * address with this account, their address over all accounts, and the account's unknown devices from anywhere,
 * which stops a botnet; none of them locks the owner's known devices out.
 */
function signInKeys(limits: AttemptLimits, email: string, ip: string, device: string | null): ThrottledKey[] {
  if (device) return [{ key: `sign-in:device:${device}`, free: limits.signInPerDevice, forgivenOnSuccess: true }];
  return [
    { key: `sign-in:ip-account:${ip}:${email}`, free: limits.signInPerIpAndAccount, forgivenOnSuccess: true },
    { key: `sign-in:ip:${ip}`, free: limits.signInPerIp, forgivenOnSuccess: false },
    { key: `sign-in:account:${email}`, free: limits.signInPerAccount, forgivenOnSuccess: false },
  ];
}

export class AuthService {
  private decoy: Promise<string> | null = null;
  private readonly devices: KnownDevices;

  constructor(private readonly deps: ServiceDeps) {
    this.devices = new KnownDevices(deps.keys);
  }

  sessionExpiry(): Date {
    return new Date(this.deps.now().getTime() + this.deps.config.sessionTtlHours * 3600_000);
  }

  /** Signs in, and hands back a new device token that makes this browser a known device of the account. */
  async signIn({ email, password }: z.output<typeof SignInRequest>, context: CallerContext): Promise<SignedIn> {
    const { limiter, config, store, now } = this.deps;
    const keys = signInKeys(config.limits, email, context.ip, this.devices.idOf(context.device, email));
    await refuseWhileWaiting(limiter, keys, now());
    const user = await store.repos.users.findByEmail(email);
    this.decoy ??= decoyHash(config.scryptCost);
    const matches = await verifyPassword(password, user?.passwordHash ?? (await this.decoy));
    if (!user || !user.passwordHash || !matches) {
      await recordFailure(limiter, keys, now(), config.limits.windowSeconds);
      throw invalidCredentials();
    }
    await forgive(limiter, keys);
    const answer = await store.transaction(async (repos) => {
      const issued = await issueSession(repos, user, 'password', context, this.sessionExpiry());
      await repos.audit.append(signInAudit(issued.session));
      return signInAnswerOf(repos, user, issued);
    });
    return { ...answer, deviceToken: this.devices.issue(email) };
  }

  async signUp(request: z.output<typeof SignUpRequest>, context: CallerContext): Promise<SignInAnswer> {
    const { limiter, config, store } = this.deps;
    const keys = [{ key: `sign-up:ip:${context.ip}`, limit: config.limits.signInPerIp }];
    await refuseWhenExhausted(limiter, keys);
    await recordAttempt(limiter, keys, config.limits.windowSeconds);
    const passwordHash = await hashPassword(request.password, config.scryptCost);
    return store.transaction(async (repos) => {
      await admitSignUp(repos, config, request.setupToken, this.deps.now());
      if (await repos.users.findByEmail(request.email)) {
        throw new ApiProblem(409, ProblemTypes.conflict, 'The address is taken', 'Sign in instead, or use another address.', [
          { path: 'body.email', message: 'an account uses this address already' },
        ]);
      }
      const { organisation, founder: owner } = await provisionOrganisation(repos, request.organisationName, {
        email: request.email,
        name: request.name,
        role: 'owner',
        passwordHash,
      });
      const issued = await issueSession(repos, owner, 'sign-up', context, this.sessionExpiry());
      await repos.audit.append(
        auditBy({ organisationId: organisation.id, userId: owner.id, impersonatorUserId: null }, {
          action: 'organisation.created',
          entityType: 'organisation',
          entityId: organisation.id,
          after: { name: organisation.name },
        }),
      );
      return signInAnswerOf(repos, owner, issued);
    });
  }

  async signOut(principal: StaffPrincipal): Promise<void> {
    await this.deps.store.repos.sessions.revoke(principal.organisationId, principal.userId, principal.sessionId, this.deps.now());
    this.deps.realtime.endSession(principal.sessionId);
  }

  async session(principal: StaffPrincipal): Promise<SessionAnswer> {
    const { userId: id, email, name, role, organisationId, sessionId, expiresAt, impersonatorUserId } = principal;
    return sessionAnswerOf(
      this.deps.store.repos,
      { id, email, name, role, organisationId },
      { id: sessionId, expiresAt, impersonatorUserId },
    );
  }
}
