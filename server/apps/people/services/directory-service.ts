import type { z } from 'zod';
import type {
  BulkAction,
  BulkRequest,
  CreatePersonRequest,
  DirectoryListQuery,
  UpdatePersonRequest,
} from '../../../../contract/apps/people/directory-schemas';
import { isAdminRole, type Role } from '../../../../contract/common';
import { ProblemTypes } from '../../../../contract/problem';
import { accountChange } from '../../../../src/apps/people/domain/directory-rules';
import { USERS_SLUG } from '../../../../src/apps/people/domain/slug';
import { ApiProblem, auditBy, changes, decided, notFound, pageAnswer, ruleRefused, staleVersion, violatedConstraint, type StaffPrincipal } from '../../../kernel';
import type { DirectoryRow } from '../repositories/placement-repository';
import type { PeopleRepositories } from '../repositories/repositories';
import { directoryViews } from './directory-view';
import { writePlacement } from './placement-rules';
import type { PeopleDeps } from './service-deps';

/** Who changes the directory: an admin's session, or an integration (SCIM) acting for the admin who made its token. */
export type DirectoryActor = Pick<StaffPrincipal, 'organisationId' | 'userId' | 'impersonatorUserId'>;

export type NewPerson = z.output<typeof CreatePersonRequest>;
export type PersonChange = Omit<z.output<typeof UpdatePersonRequest>, 'version'>;

const ADMIN_ROLE_LIST: readonly Role[] = ['owner', 'admin'];
const emailTaken = () => new ApiProblem(409, ProblemTypes.conflict, 'Already in use', 'Someone already has this address.', [{ path: 'body.email', message: 'Someone already has this address.', code: 'email-taken' }]);

/**
 * The organisation's directory: its people listed, added, edited, placed, deactivated and reactivated. The one place
 * these rules live: the Users screens, bulk actions and SCIM all call these methods.
 */
export class DirectoryService {
  constructor(private readonly deps: PeopleDeps) {}

  async list(principal: StaffPrincipal, query: z.output<typeof DirectoryListQuery>) {
    const { repos } = this.deps.store;
    const { rows, total } = await repos.own.placements.list(principal.organisationId, query);
    return pageAnswer(await directoryViews(this.deps.places, repos, principal.organisationId, rows), total, query);
  }

  async locations(principal: StaffPrincipal) {
    const places = await this.deps.places.list(this.deps.store.repos, principal.organisationId);
    return { items: places.map((place) => ({ id: place.id, name: place.name })) };
  }

  async get(organisationId: string, id: string) {
    const { repos } = this.deps.store;
    const [view] = await directoryViews(this.deps.places, repos, organisationId, [await this.row(repos, organisationId, id)]);
    return view!;
  }

  /** Adds a person with their placement, in one transaction: nobody is left half-added when the placement is refused. */
  async create(actor: DirectoryActor, body: NewPerson) {
    const { organisationId } = actor;
    const { team, managerId, locationId, ...account } = body;
    if (await this.deps.store.repos.users.findByEmail(account.email)) throw emailTaken();
    const id = await this.unique(() =>
      this.deps.store.transaction(async (repos) => {
        const user = await repos.users.create({ organisationId, ...account, passwordHash: null });
        await writePlacement(repos, this.deps.places, organisationId, user.id, { team: team ?? null, managerId: managerId ?? null, locationId: locationId ?? null });
        await repos.audit.append(auditBy(actor, { appSlug: USERS_SLUG, action: 'person.created', entityType: 'user', entityId: user.id, after: body }));
        const data = { id: user.id, name: user.name, email: user.email, role: user.role, active: true };
        await this.deps.webhookEvents.emit(repos, organisationId, { type: 'person.created', data }, user.createdAt);
        return user.id;
      }),
    );
    return this.get(organisationId, id);
  }

  /** Edits the account and placement as read at `version`; the admin rules hold (no self-demotion, one admin stays). */
  async update(actor: DirectoryActor, id: string, body: PersonChange & { readonly version: number }) {
    const { organisationId } = actor;
    const { version, team, managerId, locationId, ...account } = body;
    await this.unique(() =>
      this.deps.store.transaction(async (repos) => {
        const before = await this.row(repos, organisationId, id);
        if (before.version !== version) throw staleVersion();
        await this.checkAccount(repos, actor, before, account.role, before.deactivatedAt === null);
        if (account.email !== before.email && (await repos.users.findByEmail(account.email))) throw emailTaken();
        if (!(await repos.users.update(organisationId, id, version, account, this.deps.now()))) throw staleVersion();
        await writePlacement(repos, this.deps.places, organisationId, id, { team, managerId, locationId });
        const after = await this.row(repos, organisationId, id);
        const pick = (row: DirectoryRow) => ({ name: row.name, email: row.email, role: row.role, team: row.team, managerId: row.managerId, locationId: row.locationId });
        const changed = changes(pick(before), pick(after));
        await repos.audit.append(auditBy(actor, { appSlug: USERS_SLUG, action: 'person.updated', entityType: 'user', entityId: id, ...changed }));
      }),
    );
    return this.get(organisationId, id);
  }

  /**
   * Deactivates (their sessions end, sign-in is refused, Manage gets an offboarding to review) or reactivates a person.
   * Nobody deactivates themselves, and the last active admin stays.
   */
  async setActive(actor: DirectoryActor, id: string, active: boolean, version: number) {
    const { organisationId } = actor;
    const { store, now } = this.deps;
    const outcome = await store.transaction(async (repos) => {
      const before = await this.row(repos, organisationId, id);
      if (before.version !== version) throw staleVersion();
      if ((before.deactivatedAt === null) === active) {
        throw active ? ruleRefused('This person is already active.', 'already-active') : ruleRefused('This person is already deactivated.', 'already-deactivated');
      }
      if (!active) await this.checkAccount(repos, actor, before, before.role as Role, false);
      const at = now();
      if (!(await repos.users.update(organisationId, id, version, { deactivatedAt: active ? null : at }, at))) throw staleVersion();
      const endedSessions = active ? 0 : await repos.sessions.revokeAll(organisationId, id, at);
      const offboardingProposed = active ? false : await this.deps.offboarding.propose(repos, organisationId, id, actor.userId);
      if (active) await this.deps.offboarding.withdraw(repos, organisationId, id);
      const kind = active ? 'reactivated' : 'deactivated';
      await repos.lifeEvents.add([
        { organisationId, at, appSlug: USERS_SLUG, kind, subject: before.name, href: null, assetId: null, personId: id, actorId: actor.userId },
      ]);
      await repos.audit.append(auditBy(actor, { appSlug: USERS_SLUG, action: `person.${kind}`, entityType: 'user', entityId: id, after: { endedSessions, offboardingProposed } }));
      if (!active) {
        const data = { id, name: before.name, email: before.email, role: before.role, active: false, deactivatedAt: at.toISOString() };
        await this.deps.webhookEvents.emit(repos, organisationId, { type: 'person.deactivated', data }, at);
      }
      return { endedSessions, offboardingProposed };
    });
    if (outcome.endedSessions > 0) this.deps.realtime.toOrganisation(organisationId, 'sessions.changed', { userId: id });
    return { person: await this.get(organisationId, id), ...outcome };
  }

  /** One change for many people, each in its own transaction: a refusal (the last admin, a loop) stops only that person. */
  async bulk(actor: DirectoryActor, { ids, action }: z.output<typeof BulkRequest>) {
    const results = [];
    for (const id of [...new Set(ids)]) {
      try {
        await this.applyOne(actor, id, action);
        results.push({ id, ok: true, code: null, message: null });
      } catch (error) {
        if (!(error instanceof ApiProblem)) throw error;
        const code = error.rule?.code ?? error.errors?.[0]?.code ?? (error.status === 404 ? 'not-found' : 'refused');
        results.push({ id, ok: false, code, message: error.detail ?? error.title });
      }
    }
    const succeeded = results.filter((result) => result.ok).length;
    await this.deps.store.repos.audit.append(
      auditBy(actor, { appSlug: USERS_SLUG, action: 'people.bulk-changed', entityType: 'user', after: { action, succeeded, failed: results.length - succeeded } }),
    );
    return { succeeded, failed: results.length - succeeded, results };
  }

  private async applyOne(actor: DirectoryActor, id: string, action: BulkAction) {
    const current = await this.row(this.deps.store.repos, actor.organisationId, id);
    if (action.kind === 'deactivate') {
      if (current.deactivatedAt === null) await this.setActive(actor, id, false, current.version);
      return;
    }
    const change: PersonChange = {
      name: current.name,
      email: current.email,
      role: action.kind === 'role' ? action.role : (current.role as Role),
      ...(action.kind === 'team' && { team: action.team }),
      ...(action.kind === 'manager' && { managerId: action.managerId }),
      ...(action.kind === 'location' && { locationId: action.locationId }),
    };
    await this.update(actor, id, { ...change, version: current.version });
  }

  /** The admin rules of a change of role or of deactivation, against the active admins there are besides. */
  private async checkAccount(repos: PeopleRepositories, actor: DirectoryActor, before: DirectoryRow, role: Role, activeAfter: boolean) {
    const adminBefore = before.deactivatedAt === null && isAdminRole(before.role as Role);
    const adminAfter = activeAfter && isAdminRole(role);
    const otherActiveAdmins = adminBefore && !adminAfter ? await repos.own.placements.activeAdminsBesides(actor.organisationId, ADMIN_ROLE_LIST, [before.id]) : 1;
    decided(accountChange({ actorId: actor.userId, targetId: before.id, adminBefore, adminAfter, otherActiveAdmins }, !activeAfter && before.deactivatedAt === null));
  }

  private async row(repos: PeopleRepositories, organisationId: string, id: string): Promise<DirectoryRow> {
    const row = await repos.own.placements.find(organisationId, id);
    if (!row) throw notFound('person');
    return row;
  }

  /** Two admins adding the same address at once: the database's unique email decides, and the second hears 409. */
  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (violatedConstraint(error, '23505') !== null) throw emailTaken();
      throw error;
    }
  }
}
