import type { z } from 'zod';
import type { CreateInvitationRequest, InvitationListQuery, InvitationVersion } from '../../../../contract/apps/people/invitation-schemas';
import { canResend, canRevoke, invitationStatus, mayInviteAs } from '../../../../src/apps/people/domain/invitation-status';
import { auditBy, fieldProblem, hashToken, newToken, pageAnswer, ruleRefused, staleVersion, type MailMessage, type StaffPrincipal } from '../../../kernel';
import { ONBOARD_SLUG, TEAM_SUITE_SLUG } from '../../../../src/apps/people/domain/slug';
import type { PeopleRepositories } from '../repositories/repositories';
import type { InvitationRow } from '../repositories/invitation-repository';
import { lockedInvitation, visibleTo } from './invitation-access';
import { invitationMail } from './invitation-mail';
import { invitationOf, namesOf } from './invitation-view';
import type { PeopleDeps } from './service-deps';

/** The invitation mail, queued in the transaction that made its link: it goes out once the link exists, and only then. */
export const INVITATION_MAIL_JOB = 'people.invitation-mail';

const DAY_MS = 86_400_000;

/** The public page an invitation's link opens (the people app's public page). */
export const invitationPath = (token: string) => `/join/${encodeURIComponent(token)}`;

/** Invitations to join the portal: sent from Team Manager, listed, resent and revoked in Onboard. */
export class InvitationService {
  constructor(private readonly deps: PeopleDeps) {}

  async options(principal: StaffPrincipal) {
    const { store, deviceKits, places } = this.deps;
    const { organisationId } = principal;
    const [kits, locations, people, settings] = await Promise.all([
      deviceKits.kits(store.repos, organisationId),
      places.list(store.repos, organisationId),
      store.repos.users.list(organisationId, { page: 1, pageSize: 200, sort: 'name' }),
      store.repos.settings.find(organisationId, null),
    ]);
    const managers = people.rows.filter((person) => person.role !== 'employee').map(({ id, name, email }) => ({ id, name, email }));
    return { kits, locations: locations.map(({ id, name }) => ({ id, name })), managers, language: settings?.language ?? 'en' };
  }

  async create(principal: StaffPrincipal, request: z.output<typeof CreateInvitationRequest>) {
    const { store, now } = this.deps;
    const { organisationId } = principal;
    if (!mayInviteAs(principal.role, request.role)) throw ruleRefused(`You may not invite someone as ${request.role}.`, 'role-not-allowed', { role: request.role }, 'role');
    await this.checkPlacement(principal, request);
    const token = newToken();
    const at = now();
    const row = await store.transaction(async (repos) => {
      if (await repos.users.findByEmail(request.email)) throw ruleRefused('Someone has an account with this address already.', 'already-member', {}, 'email');
      if (await repos.own.invitations.pendingFor(organisationId, request.email, at)) {
        throw ruleRefused('This address has an open invitation: resend it instead.', 'already-invited', {}, 'email');
      }
      const language = request.language ?? (await repos.settings.find(organisationId, null))?.language ?? 'en';
      const created = await repos.own.invitations.insert({
        organisationId,
        email: request.email,
        name: request.name ?? null,
        role: request.role,
        team: request.team ?? null,
        managerId: request.managerId ?? null,
        locationId: request.locationId ?? null,
        language,
        startDay: request.startDay ?? null,
        kitIds: [...new Set(request.kitIds)],
        tokenHash: hashToken(token),
        status: 'pending',
        expiresAt: new Date(at.getTime() + request.expiresInDays * DAY_MS),
        sentAt: at,
        invitedById: principal.userId,
      });
      await this.queueMail(repos, principal, created, token);
      await repos.audit.append(
        auditBy(principal, { action: 'invitation.sent', entityType: 'invitation', entityId: created.id, appSlug: TEAM_SUITE_SLUG, after: { email: created.email, role: created.role, startDay: created.startDay } }),
      );
      return created;
    });
    this.deps.jobs.nudge();
    return this.sent(principal, row, token);
  }

  async list(principal: StaffPrincipal, query: z.output<typeof InvitationListQuery>) {
    const { store, now } = this.deps;
    const { rows, total } = await store.repos.own.invitations.list(principal.organisationId, { ...query, visibleTo: visibleTo(principal) }, now());
    const names = await namesOf(this.deps, store.repos, principal.organisationId, rows);
    return pageAnswer(
      rows.map((row) => invitationOf(row, names, now())),
      total,
      query,
    );
  }

  /** A new link and a new expiry, mailed again; the old link answers as an unknown one from now on. */
  async resend(principal: StaffPrincipal, id: string, { version }: z.output<typeof InvitationVersion>) {
    const { store, now } = this.deps;
    const token = newToken();
    const row = await store.transaction(async (repos) => {
      const current = await this.changeable(repos, principal, id, version, canResend, 'not-resendable');
      const span = Math.max(DAY_MS, current.expiresAt.getTime() - current.sentAt.getTime());
      const updated = await repos.own.invitations.update(
        principal.organisationId,
        id,
        version,
        { tokenHash: hashToken(token), sentAt: now(), expiresAt: new Date(now().getTime() + span), sendCount: current.sendCount + 1 },
        now(),
      );
      if (!updated) throw staleVersion();
      await this.queueMail(repos, principal, updated, token);
      await repos.audit.append(auditBy(principal, { action: 'invitation.resent', entityType: 'invitation', entityId: id, appSlug: ONBOARD_SLUG, after: { sendCount: updated.sendCount } }));
      return updated;
    });
    this.deps.jobs.nudge();
    return this.sent(principal, row, token);
  }

  async revoke(principal: StaffPrincipal, id: string, { version }: z.output<typeof InvitationVersion>) {
    const { store, now } = this.deps;
    const row = await store.transaction(async (repos) => {
      await this.changeable(repos, principal, id, version, canRevoke, 'not-revocable');
      const updated = await repos.own.invitations.update(principal.organisationId, id, version, { status: 'revoked', revokedAt: now() }, now());
      if (!updated) throw staleVersion();
      await repos.audit.append(auditBy(principal, { action: 'invitation.revoked', entityType: 'invitation', entityId: id, appSlug: ONBOARD_SLUG }));
      return updated;
    });
    const names = await namesOf(this.deps, store.repos, principal.organisationId, [row]);
    return invitationOf(row, names, now());
  }

  /** The job: the rendered mail through the mail port. */
  async deliver(payload: unknown): Promise<void> {
    await this.deps.mail.send(payload as MailMessage);
  }

  private async changeable(repos: PeopleRepositories, principal: StaffPrincipal, id: string, version: number, allowed: (status: ReturnType<typeof invitationStatus>) => boolean, code: string) {
    const current = await lockedInvitation(repos, principal, id);
    if (current.version !== version) throw staleVersion();
    const status = invitationStatus(current.status, current.expiresAt, this.deps.now());
    if (!allowed(status)) throw ruleRefused(`The invitation is ${status}.`, code, { status });
    return current;
  }

  /** The manager, the site and the kits must be the organisation's, and the first day not past. */
  private async checkPlacement(principal: StaffPrincipal, request: z.output<typeof CreateInvitationRequest>) {
    const { store, places, deviceKits, now } = this.deps;
    const { organisationId } = principal;
    if (request.managerId && (await store.repos.users.findMany(organisationId, [request.managerId])).length === 0) {
      throw fieldProblem('body.managerId', 'No such person in the organisation');
    }
    if (request.locationId && !(await places.placesOf(store.repos, organisationId, [request.locationId])).has(request.locationId)) {
      throw fieldProblem('body.locationId', 'No such site in the organisation');
    }
    const kitIds = [...new Set(request.kitIds)];
    if (kitIds.length > 0 && (await deviceKits.kits(store.repos, organisationId, kitIds)).length !== kitIds.length) {
      throw fieldProblem('body.kitIds', 'Offer only kits the Device Hub has');
    }
    if (kitIds.length > 0 && !request.startDay) throw fieldProblem('body.startDay', 'A kit is timed to arrive before the first day: give the start date');
    if (request.startDay && request.startDay < now().toISOString().slice(0, 10)) throw fieldProblem('body.startDay', 'The first day must not be in the past');
  }

  private async queueMail(repos: PeopleRepositories, principal: StaffPrincipal, row: InvitationRow, token: string) {
    const organisation = await repos.organisations.find(row.organisationId);
    const message = invitationMail(row, this.linkOf(token), { inviter: principal.name, organisation: organisation?.name ?? '' });
    const at = this.deps.now();
    await repos.jobs.enqueue({ kind: INVITATION_MAIL_JOB, payload: message, organisationId: row.organisationId, target: row.email, maxAttempts: this.deps.config.jobs.maxAttempts, runAt: at }, at);
  }

  private linkOf(token: string) {
    return `${this.deps.config.publicUrl}${invitationPath(token)}`;
  }

  private async sent(principal: StaffPrincipal, row: InvitationRow, token: string) {
    const names = await namesOf(this.deps, this.deps.store.repos, principal.organisationId, [row]);
    return { invitation: invitationOf(row, names, this.deps.now()), link: this.linkOf(token) };
  }
}
