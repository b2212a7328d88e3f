import type { SessionAnswer, SignInAnswer } from '../../contract/auth';
import type { CallerContext } from '../principal';
import type { Repositories } from '../repositories';
import type { SignInMethod } from '../db/schema';
import type { SessionRow } from '../repositories/session-repository';
import type { UserRow } from '../repositories/user-repository';
import { hashToken, newToken } from '../security/tokens';
import { forbidden } from '../problems';
import type { NewAuditRow } from '../repositories/audit-repository';
import { appAccessOf } from './access';
import { auditBy } from './audit';

export interface Issued {
  readonly token: string;
  readonly session: SessionRow;
}

/**
 * Opens a session for `user`; only the token's hash is stored, the token itself goes to the caller once. Every way in
 * (password, link, identity provider, impersonation) comes here, so a person the directory deactivated gets none.
 */
export async function issueSession(
  repos: Repositories,
  user: UserRow,
  method: SignInMethod,
  context: CallerContext,
  expiresAt: Date,
  impersonatorUserId: string | null = null,
): Promise<Issued> {
  if (user.deactivatedAt) throw forbidden('This account is deactivated; an administrator can reactivate it.');
  const token = newToken();
  const session = await repos.sessions.create({
    organisationId: user.organisationId,
    userId: user.id,
    impersonatorUserId,
    tokenHash: hashToken(token),
    method,
    userAgent: context.userAgent?.slice(0, 400) ?? null,
    ip: context.ip,
    expiresAt,
  });
  return { token, session };
}

type Person = Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'organisationId'>;

/** The trail entry of a way in: whose session it is and, for an impersonation, who really acts. */
export function signInAudit(session: SessionRow, details: Record<string, unknown> = {}): NewAuditRow {
  return auditBy(session, {
    action: session.impersonatorUserId ? 'impersonation.started' : 'auth.signed-in',
    entityType: 'session',
    entityId: session.id,
    after: { method: session.method, ip: session.ip, ...details },
  });
}

export const userSummaryOf = (user: Person) => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  organisationId: user.organisationId,
});

async function impersonatorOf(repos: Repositories, organisationId: string, impersonatorUserId: string | null) {
  if (!impersonatorUserId) return null;
  const admin = await repos.users.find(organisationId, impersonatorUserId);
  return admin ? { id: admin.id, name: admin.name, email: admin.email } : null;
}

export async function sessionAnswerOf(
  repos: Repositories,
  user: Person,
  session: Pick<SessionRow, 'id' | 'expiresAt' | 'impersonatorUserId'>,
): Promise<SessionAnswer> {
  const access = await appAccessOf(repos, user.organisationId, user.role);
  const organisation = await repos.organisations.find(user.organisationId);
  const impersonator = await impersonatorOf(repos, user.organisationId, session.impersonatorUserId);
  return {
    sessionId: session.id,
    expiresAt: session.expiresAt.toISOString(),
    user: userSummaryOf(user),
    organisation: { id: organisation!.id, name: organisation!.name, version: organisation!.version },
    allowedApps: access.allowed,
    impersonator,
  };
}

export async function signInAnswerOf(repos: Repositories, user: Person, issued: Issued): Promise<SignInAnswer> {
  const { user: summary, allowedApps, impersonator, expiresAt } = await sessionAnswerOf(repos, user, issued.session);
  return { token: issued.token, expiresAt, user: summary, allowedApps, impersonator };
}
