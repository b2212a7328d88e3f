import type { z } from 'zod';
import type { ChangePasswordRequest, UpdateProfileRequest } from '../../contract/account';
import type { StaffPrincipal } from '../principal';
import { fieldProblem, notFound, staleVersion, unauthenticated } from '../problems';
import type { UserRow } from '../repositories/user-repository';
import { hashPassword, verifyPassword } from '../security/passwords';
import { auditBy } from './audit';
import { pageAnswer } from './page-answer';
import type { ServiceDeps } from './service-deps';

interface PageQuery {
  page: number;
  pageSize: number;
  sort?: string | undefined;
}

export class ProfileService {
  constructor(private readonly deps: ServiceDeps) {}

  async get(principal: StaffPrincipal) {
    return this.profileOf(await this.user(principal));
  }

  /** Version-checked: a stale version answers 412 and nothing is written. */
  async update(principal: StaffPrincipal, request: z.output<typeof UpdateProfileRequest>) {
    const { store, now } = this.deps;
    const before = await this.user(principal);
    const updated = await store.transaction(async (repos) => {
      const row = await repos.users.rename(principal.organisationId, principal.userId, request.name, request.version, now());
      if (!row) throw staleVersion();
      await repos.audit.append(
        auditBy(principal, {
          action: 'profile.updated',
          entityType: 'user',
          entityId: row.id,
          before: { name: before.name },
          after: { name: row.name },
        }),
      );
      return row;
    });
    return this.profileOf(updated);
  }

  /** The caller's other sessions end: whoever knew the old password is signed out. */
  async changePassword(principal: StaffPrincipal, request: z.output<typeof ChangePasswordRequest>): Promise<void> {
    const { store, now, config, realtime } = this.deps;
    const user = await this.user(principal);
    if (!user.passwordHash || !(await verifyPassword(request.currentPassword, user.passwordHash))) {
      throw fieldProblem('body.currentPassword', 'the current password is wrong');
    }
    const passwordHash = await hashPassword(request.newPassword, config.scryptCost);
    await store.transaction(async (repos) => {
      await repos.users.setPassword(principal.organisationId, principal.userId, passwordHash, now());
      await repos.sessions.revokeAllBut(principal.organisationId, principal.userId, principal.sessionId, now());
      await repos.audit.append(auditBy(principal, { action: 'profile.password-changed', entityType: 'user', entityId: user.id }));
    });
    realtime.toOrganisation(principal.organisationId, 'sessions.changed', { userId: principal.userId });
  }

  async sessions(principal: StaffPrincipal, query: PageQuery) {
    const { repos } = this.deps.store;
    const { rows, total } = await repos.sessions.list(principal.organisationId, principal.userId, this.deps.now(), query);
    const admins = await repos.users.findMany(
      principal.organisationId,
      rows.map((row) => row.impersonatorUserId).filter((id): id is string => id !== null),
    );
    const nameOf = new Map(admins.map((admin) => [admin.id, admin.name]));
    const items = rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      userAgent: row.userAgent,
      ip: row.ip,
      method: row.method,
      current: row.id === principal.sessionId,
      impersonatedBy: row.impersonatorUserId ? (nameOf.get(row.impersonatorUserId) ?? null) : null,
      version: row.version,
    }));
    return pageAnswer(items, total, query);
  }

  async revokeSession(principal: StaffPrincipal, sessionId: string): Promise<void> {
    const { store, now, realtime } = this.deps;
    const revoked = await store.transaction(async (repos) => {
      const done = await repos.sessions.revoke(principal.organisationId, principal.userId, sessionId, now());
      if (done) await repos.audit.append(auditBy(principal, { action: 'session.revoked', entityType: 'session', entityId: sessionId }));
      return done;
    });
    if (!revoked) throw notFound('session');
    realtime.endSession(sessionId);
  }

  private async user(principal: StaffPrincipal): Promise<UserRow> {
    const user = await this.deps.store.repos.users.find(principal.organisationId, principal.userId);
    if (!user) throw unauthenticated();
    return user;
  }

  private async profileOf(user: UserRow) {
    const organisation = await this.deps.store.repos.organisations.find(user.organisationId);
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      organisationId: user.organisationId,
      organisationName: organisation?.name ?? '',
      createdAt: user.createdAt.toISOString(),
      version: user.version,
    };
  }
}
