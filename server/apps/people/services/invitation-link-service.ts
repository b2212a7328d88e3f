import type { z } from 'zod';
import type { AcceptInvitationRequest } from '../../../../contract/apps/people/invitation-schemas';
import { isOpenInvitation } from '../../../../src/apps/people/domain/invitation-status';
import { ONBOARD_SLUG } from '../../../../src/apps/people/domain/slug';
import { addMember, auditBy, fieldProblem, hashPassword, hashToken, notFound, ruleRefused, type PostalAddress } from '../../../kernel';
import type { InvitationRow } from '../repositories/invitation-repository';
import type { KitDelivery } from '../schema/invitations';
import type { KitOrders } from './kit-order-job';
import type { PeopleDeps } from './service-deps';

/** One answer for every link that does not work (unknown, expired, revoked, used): a link tells nothing of why. */
const unknownLink = () => notFound('invitation');

/** The invitee's side of an invitation: its page by its link, and the acceptance that makes their account. */
export class InvitationLinkService {
  constructor(
    private readonly deps: PeopleDeps,
    private readonly kitOrders: KitOrders,
  ) {}

  async view(token: string) {
    const { store, deviceKits, places } = this.deps;
    const row = await this.open(token);
    const { organisationId } = row;
    const [organisation, people, sites, kits, deliveryPlaces] = await Promise.all([
      store.repos.organisations.find(organisationId),
      store.repos.users.findMany(organisationId, [row.managerId, row.invitedById].filter((id): id is string => id !== null)),
      row.locationId ? places.placesOf(store.repos, organisationId, [row.locationId]) : new Map(),
      row.kitIds.length > 0 ? deviceKits.kits(store.repos, organisationId, row.kitIds) : [],
      row.kitIds.length > 0 ? deviceKits.deliveryPlaces(store.repos, organisationId) : [],
    ]);
    const nameOf = (id: string | null) => people.find((person) => person.id === id)?.name ?? null;
    return {
      organisationName: organisation?.name ?? '',
      email: row.email,
      name: row.name,
      role: row.role,
      team: row.team,
      managerName: nameOf(row.managerId),
      locationName: (row.locationId && sites.get(row.locationId)?.name) ?? null,
      startDay: row.startDay,
      invitedByName: nameOf(row.invitedById),
      expiresAt: row.expiresAt.toISOString(),
      kits,
      deliveryPlaces: deliveryPlaces.map(({ id, name, city }) => ({ id, name, city })),
    };
  }

  /**
   * The account is made (the invitation's role, placed in the directory with its team, manager and site), the kit
   * chosen and its order planned, and the link used up: all in one transaction, so a second press finds it used.
   */
  async accept(token: string, request: z.output<typeof AcceptInvitationRequest>) {
    const { store, now, config } = this.deps;
    const found = await this.open(token);
    const delivery = await this.checkedKit(found, request);
    const passwordHash = await hashPassword(request.password, config.scryptCost);
    const answer = await store.transaction(async (repos) => {
      const row = await repos.own.invitations.lock(found.organisationId, found.id);
      if (!row || row.tokenHash !== found.tokenHash || !isOpenInvitation(row.status, row.expiresAt, now())) throw unknownLink();
      if (await repos.users.findByEmail(row.email)) throw ruleRefused('Someone has an account with this address already: sign in instead.', 'already-member');
      const user = await addMember(repos, row.organisationId, { email: row.email, name: request.name, role: row.role, passwordHash });
      await this.deps.peopleDirectory.place(repos, row.organisationId, user.id, { team: row.team, managerId: row.managerId, locationId: row.locationId });
      const accepted = await repos.own.invitations.update(
        row.organisationId,
        row.id,
        row.version,
        { status: 'accepted', acceptedAt: now(), userId: user.id, name: request.name, kitId: delivery ? request.kitId! : null, delivery },
        now(),
      );
      const timing = delivery && accepted ? await this.kitOrders.schedule(repos, accepted) : null;
      if (timing && accepted) await repos.own.invitations.update(row.organisationId, row.id, accepted.version, { orderDay: timing.orderDay, orderLate: timing.orderLate }, now());
      await repos.lifeEvents.add([
        {
          organisationId: row.organisationId,
          at: now(),
          appSlug: ONBOARD_SLUG,
          kind: 'joined',
          assetId: null,
          personId: user.id,
          actorId: user.id,
          subject: request.name,
          href: `/apps/${ONBOARD_SLUG}?hire=${row.id}`,
          detail: { role: row.role, ...(row.team && { team: row.team }), ...(row.startDay && { startDay: row.startDay }) },
        },
      ]);
      const actor = { organisationId: row.organisationId, userId: user.id, impersonatorUserId: null };
      await repos.audit.append(auditBy(actor, { action: 'invitation.accepted', entityType: 'invitation', entityId: row.id, appSlug: ONBOARD_SLUG, after: { userId: user.id, kitId: request.kitId ?? null } }));
      return { email: row.email, orderDay: timing?.orderDay ?? null, orderLate: timing?.orderLate ?? false };
    });
    this.deps.jobs.nudge();
    return answer;
  }

  private async open(token: string): Promise<InvitationRow> {
    const row = await this.deps.store.repos.own.invitations.byTokenHash(hashToken(token));
    if (!row || !isOpenInvitation(row.status, row.expiresAt, this.deps.now())) throw unknownLink();
    return row;
  }

  /** The kit must be one offered and go to an office offered or an address that is one; none when none is offered. */
  private async checkedKit(row: InvitationRow, request: z.output<typeof AcceptInvitationRequest>): Promise<KitDelivery | null> {
    const { deviceKits, store } = this.deps;
    if (row.kitIds.length === 0) {
      if (request.kitId) throw fieldProblem('body.kitId', 'No kit is offered with this invitation');
      return null;
    }
    if (!request.kitId || !row.kitIds.includes(request.kitId)) throw fieldProblem('body.kitId', 'Choose one of the kits offered');
    if ((await deviceKits.kits(store.repos, row.organisationId, [request.kitId])).length === 0) throw ruleRefused('The Device Hub no longer offers this kit.', 'kit-not-offered', {}, 'kitId');
    const delivery = request.delivery;
    if (!delivery) throw fieldProblem('body.delivery', 'Say where the kit goes');
    if (delivery.kind === 'place') {
      const places = await deviceKits.deliveryPlaces(store.repos, row.organisationId);
      if (!places.some((place) => place.id === delivery.placeId)) throw fieldProblem('body.delivery.placeId', 'Choose one of the offices offered');
      return delivery;
    }
    const address: PostalAddress = deviceKits.checkHomeAddress(delivery.address, 'body.delivery.address');
    return { kind: 'home', address };
  }
}
