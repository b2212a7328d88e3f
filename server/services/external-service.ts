import { EXTERNAL_CODE_LENGTH } from '../../contract/external';
import { ProblemTypes } from '../../contract/problem';
import { sendMail } from '../mail/mail-sender';
import type { CallerContext, ExternalPrincipal } from '../principal';
import { ApiProblem } from '../problems';
import { hashToken, newDigits, newToken } from '../security/tokens';
import { recordAttempt, refuseWhenExhausted } from './attempts';
import type { ServiceDeps } from './service-deps';

const CODE_TTL_MS = 10 * 60_000;
/** Wrong guesses one code survives; then only a new code helps. */
const CODE_ATTEMPTS = 5;

const invalidCode = () =>
  new ApiProblem(401, ProblemTypes.invalidCode, 'The code is wrong or has expired', 'Ask for a new code and try again.');

/** External Resolve Now: people without an account sign in with an emailed one-time code. */
export class ExternalService {
  constructor(private readonly deps: ServiceDeps) {}

  async requestCode(email: string, context: CallerContext) {
    const { limiter, config, store, now, mail } = this.deps;
    const keys = [
      { key: `code:address:${email}`, limit: config.limits.codesPerAddress },
      { key: `code:ip:${context.ip}`, limit: config.limits.codesPerIp },
    ];
    await refuseWhenExhausted(limiter, keys);
    await recordAttempt(limiter, keys, config.limits.windowSeconds);
    const code = newDigits(EXTERNAL_CODE_LENGTH);
    const expiresAt = new Date(now().getTime() + CODE_TTL_MS);
    await store.repos.external.createCode({ email, codeHash: this.deps.keys.sign('external-code', email, code), expiresAt });
    await sendMail({ store, mail }, { to: email, template: 'loginCode', params: { code, minutes: CODE_TTL_MS / 60_000 } });
    return { email, expiresAt: expiresAt.toISOString() };
  }

  async signIn(email: string, code: string, context: CallerContext) {
    const { limiter, config, store, now } = this.deps;
    const keys = [{ key: `external-sign-in:ip:${context.ip}`, limit: config.limits.signInPerIp }];
    await refuseWhenExhausted(limiter, keys);
    const at = now();
    const issued = await store.repos.external.latestCode(email, at);
    if (!issued || issued.attempts >= CODE_ATTEMPTS || !this.deps.keys.verify(issued.codeHash, 'external-code', email, code)) {
      if (issued) await store.repos.external.countAttempt(issued.id);
      await recordAttempt(limiter, keys, config.limits.windowSeconds);
      throw invalidCode();
    }
    if (!(await store.repos.external.useCode(issued.id, at))) throw invalidCode();
    const token = newToken();
    const session = await store.repos.external.createSession({
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(at.getTime() + config.sessionTtlHours * 3600_000),
    });
    return { token, email, expiresAt: session.expiresAt.toISOString() };
  }

  session(principal: ExternalPrincipal) {
    return { email: principal.email, expiresAt: principal.expiresAt.toISOString() };
  }

  async signOut(principal: ExternalPrincipal): Promise<void> {
    await this.deps.store.repos.external.revokeSession(principal.sessionId, this.deps.now());
  }
}
