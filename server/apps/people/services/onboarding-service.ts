import type { z } from 'zod';
import type { Hire, HireListQuery } from '../../../../contract/apps/people/onboarding-schemas';
import { CHECKLIST_ITEMS, progressPercent, stepsDone, type ChecklistItem } from '../../../../src/apps/people/domain/onboarding-progress';
import { invitationStatus } from '../../../../src/apps/people/domain/invitation-status';
import { ONBOARD_SLUG } from '../../../../src/apps/people/domain/slug';
import { auditBy, notFound, pageAnswer, ruleRefused, type StaffPrincipal } from '../../../kernel';
import type { PeopleRepositories } from '../repositories/repositories';
import type { CheckRow, InvitationRow } from '../repositories/invitation-repository';
import { visibleInvitation, visibleTo } from './invitation-access';
import { namesOf, type InvitationNames } from './invitation-view';
import type { KitOrders } from './kit-order-job';
import type { PeopleDeps } from './service-deps';

type Named = { id: string; name: string };

/** Onboard: the hires on their way to their first day, their progress, their kit's order and their accounts' checklist. */
export class OnboardingService {
  constructor(
    private readonly deps: PeopleDeps,
    private readonly kitOrders: KitOrders,
  ) {}

  async list(principal: StaffPrincipal, query: z.output<typeof HireListQuery>) {
    const { store, now } = this.deps;
    const { rows, total } = await store.repos.own.invitations.list(principal.organisationId, { ...query, hires: true, visibleTo: visibleTo(principal) }, now());
    return pageAnswer(await this.hiresOf(store.repos, principal.organisationId, rows), total, query);
  }

  async get(principal: StaffPrincipal, id: string) {
    const row = await this.hireRow(this.deps.store.repos, principal, id);
    return (await this.hiresOf(this.deps.store.repos, principal.organisationId, [row]))[0]!;
  }

  /** One account set up (or undone), by whom and when; ticking twice keeps the first tick. */
  async tick(principal: StaffPrincipal, id: string, item: ChecklistItem, done: boolean) {
    const { store, now } = this.deps;
    await store.transaction(async (repos) => {
      const row = await this.hireRow(repos, principal, id);
      if (done) await repos.own.invitations.tick(principal.organisationId, row.id, item, principal.userId, now());
      else await repos.own.invitations.untick(principal.organisationId, row.id, item);
      await repos.audit.append(auditBy(principal, { action: done ? 'onboarding.checked' : 'onboarding.unchecked', entityType: 'invitation', entityId: row.id, appSlug: ONBOARD_SLUG, after: { item } }));
    });
    return this.get(principal, id);
  }

  /** The kit ordered now rather than on its day, or again after the job was refused. */
  async orderNow(principal: StaffPrincipal, id: string) {
    const row = await this.hireRow(this.deps.store.repos, principal, id);
    if (!row.kitId) throw ruleRefused('The hire has not chosen a kit yet.', 'kit-not-chosen');
    if (row.orderId) throw ruleRefused(`The kit was ordered already (order #${row.orderNumber}).`, 'kit-already-ordered', { number: row.orderNumber ?? 0 });
    await this.kitOrders.order(principal.organisationId, row.id, principal);
    return this.get(principal, id);
  }

  private async hireRow(repos: PeopleRepositories, principal: StaffPrincipal, id: string) {
    const row = await visibleInvitation(repos, principal, id);
    if (!row.startDay) throw notFound('hire');
    return row;
  }

  private async hiresOf(repos: PeopleRepositories, organisationId: string, rows: readonly InvitationRow[]): Promise<z.input<typeof Hire>[]> {
    const { deviceKits, places, now } = this.deps;
    const names = await namesOf(this.deps, repos, organisationId, rows);
    const checks = await repos.own.invitations.checks(organisationId, rows.map((row) => row.id));
    const checkers = new Map((await repos.users.findMany(organisationId, [...new Set(checks.map((check) => check.doneById).filter((id): id is string => id !== null))])).map((user) => [user.id, { id: user.id, name: user.name }]));
    const orderIds = rows.map((row) => row.orderId).filter((id): id is string => id !== null);
    const shipped = orderIds.length > 0 ? await deviceKits.shippedOrders(repos, organisationId, orderIds) : new Set<string>();
    const placeIds = rows.flatMap((row) => (row.delivery?.kind === 'place' ? [row.delivery.placeId] : []));
    const deliveryPlaces = placeIds.length > 0 ? await places.placesOf(repos, organisationId, placeIds) : new Map();
    const today = now().toISOString().slice(0, 10);
    return rows.map((row) => {
      const deliveryTo = !row.delivery
        ? null
        : row.delivery.kind === 'place'
          ? (deliveryPlaces.get(row.delivery.placeId)?.name ?? null)
          : [row.delivery.address.line1, `${row.delivery.address.postcode} ${row.delivery.address.city}`, row.delivery.address.country].join(', ');
      const steps = stepsDone(
        { acceptedAt: row.acceptedAt, kitChosen: row.kitId !== null, kitOffered: row.kitIds.length > 0, orderedAt: row.orderedAt, shipped: row.orderId !== null && shipped.has(row.orderId), startDay: row.startDay },
        today,
      );
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        team: row.team,
        manager: named(names, 'people', row.managerId),
        location: named(names, 'places', row.locationId),
        startDay: row.startDay!,
        status: invitationStatus(row.status, row.expiresAt, now()),
        personId: row.userId,
        steps,
        progress: progressPercent(steps),
        kitsOffered: row.kitIds.map((kitId) => names.kits.get(kitId)).filter((kit): kit is Named => kit !== undefined),
        kit: named(names, 'kits', row.kitId),
        deliveryTo,
        order: { day: row.orderDay, late: row.orderLate, orderId: row.orderId, number: row.orderNumber, orderedAt: row.orderedAt?.toISOString() ?? null, problem: row.orderProblem },
        checklist: CHECKLIST_ITEMS.map((item) => checklistLine(checks, checkers, row.id, item)),
        version: row.version,
      };
    });
  }
}

const named = (names: InvitationNames, kind: keyof InvitationNames, id: string | null) => (id ? (names[kind].get(id) ?? null) : null);

function checklistLine(checks: readonly CheckRow[], checkers: ReadonlyMap<string, Named>, invitationId: string, item: ChecklistItem) {
  const check = checks.find((each) => each.invitationId === invitationId && each.item === item);
  return { item, done: check !== undefined, doneBy: check?.doneById ? (checkers.get(check.doneById) ?? null) : null, doneAt: check?.doneAt.toISOString() ?? null };
}
