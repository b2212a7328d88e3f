import type { z } from 'zod';
import type { CreatePersonRequest, ManagePersonListQuery, OffboardRequest, UpdatePersonRequest } from '../../../../contract/apps/manage/person-schemas';
import { offboardHolder } from '../../../../src/apps/manage/domain/asset-status';
import { managePaths } from '../../../../src/apps/manage/domain/paths';
import { MANAGE_SLUG } from '../../../../src/apps/manage/domain/slug';
import { decided, FileLinks, notFound, pageAnswer, ruleRefused, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { ManageDeps } from './service-deps';
import type { PersonRow } from '../repositories/person-repository';
import type { AssetWithAssignee } from '../repositories/asset-repository';
import { leavingProgress } from '../../../../src/apps/manage/domain/leaving';
import { assetItemOf } from './asset-view';
import { assetConfigOf } from './asset-config';
import { placesOfRows } from './asset-places';
import { fieldConflict, manageAudit, stateOf } from './support';

function personOf({ user, offboardedAt, assetCount }: PersonRow) {
  const { id, name, email, role, createdAt, version } = user;
  return { id, name, email, role, offboardedAt: offboardedAt?.toISOString() ?? null, assetCount, createdAt: createdAt.toISOString(), version };
}

/** People: add, rename, offboard, and everything one person holds. */
export class ManagePeopleService {
  private readonly links: FileLinks;

  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now' | 'config' | 'keys' | 'realtime' | 'recoveryCampaigns' | 'places'>) {
    this.links = new FileLinks(deps);
  }

  async list(principal: StaffPrincipal, query: z.output<typeof ManagePersonListQuery>) {
    const { rows, total } = await this.deps.store.repos.own.people.list(principal.organisationId, query);
    return pageAnswer(rows.map(personOf), total, query);
  }

  async get(principal: StaffPrincipal, id: string) {
    const { own } = this.deps.store.repos;
    const organisationId = principal.organisationId;
    const person = await this.person(principal, id);
    const [assets, seats, checkouts] = [
      await own.assets.heldBy(organisationId, id),
      await own.licences.seats(organisationId, { userId: id }),
      await own.stock.checkouts(organisationId, { userId: id }),
    ];
    const places = await placesOfRows(this.deps.places, this.deps.store.repos, organisationId, assets);
    const config = await assetConfigOf(this.deps.store.repos, organisationId, this.deps.now());
    return {
      ...personOf(person),
      leaving: person.offboardedAt ? await this.leaving(organisationId, id, assets) : null,
      assets: assets.map((asset) => assetItemOf(asset, this.links, places, config)),
      licences: seats.map((seat) => ({ assignmentId: seat.id, licenceId: seat.licenceId, licenceName: seat.licenceName, softwareName: seat.softwareName })),
      accessories: checkouts.map((row) => ({ checkoutId: row.id, accessoryId: row.accessoryId, name: row.name, quantity: row.quantity })),
    };
  }

  async create(principal: StaffPrincipal, body: z.output<typeof CreatePersonRequest>) {
    const { store } = this.deps;
    if (await store.repos.users.findByEmail(body.email)) throw fieldConflict('body.email', 'someone already has this address');
    const id = await store.transaction(async (repos) => {
      const user = await repos.users.create({ organisationId: principal.organisationId, ...body, role: 'employee', passwordHash: null });
      await repos.audit.append(manageAudit(principal, { action: 'person.created', entityType: 'user', entityId: user.id, after: body }));
      return user.id;
    });
    return this.get(principal, id);
  }

  async update(principal: StaffPrincipal, id: string, body: z.output<typeof UpdatePersonRequest>) {
    const { store, now } = this.deps;
    const before = await this.person(principal, id);
    await store.transaction(async (repos) => {
      if (!(await repos.users.rename(principal.organisationId, id, body.name, body.version, now()))) throw staleVersion();
      const event = { action: 'person.updated', entityType: 'user', entityId: id, before: { name: before.user.name }, after: { name: body.name } };
      await repos.audit.append(manageAudit(principal, event));
    });
    return this.get(principal, id);
  }

  /**
   * The person leaves in one transaction: marked as gone, every device they hold due back (pending return), their
   * licence seats free for someone else, every session of theirs ended, so their token is refused from now on, and,
   * when asked, a Recover campaign proposed for the devices they hold (the campaigns app's, through its port).
   */
  async offboard(principal: StaffPrincipal, id: string, { version, recover }: z.output<typeof OffboardRequest>) {
    const { store, now, realtime } = this.deps;
    const { organisationId } = principal;
    const person = await this.person(principal, id);
    if (person.offboardedAt) throw ruleRefused('This person is already offboarded.', 'already-offboarded');
    if (id === principal.userId) throw ruleRefused('You cannot offboard yourself.', 'offboard-self');
    const left = await store.transaction(async (repos) => {
      if (!(await repos.own.people.offboard(organisationId, id, version, principal.userId, now()))) throw staleVersion();
      const pendingReturn: string[] = [];
      const held = await repos.own.assets.heldBy(organisationId, id);
      for (const asset of held) {
        const next = stateOf(decided(offboardHolder(asset)));
        if (next.status === asset.status) continue;
        await repos.own.assets.update(organisationId, asset.id, asset.version, next, now());
        await repos.audit.append(
          manageAudit(principal, { action: 'asset.pending-return', entityType: 'asset', entityId: asset.id, before: { status: asset.status }, after: { status: next.status } }),
        );
        pendingReturn.push(asset.id);
      }
      const freedSeats: string[] = [];
      for (const seat of await repos.own.licences.seats(organisationId, { userId: id })) {
        if (!(await repos.own.licences.releaseSeat(organisationId, seat.licenceId, seat.id, now()))) continue;
        await repos.audit.append(manageAudit(principal, { action: 'licence.seat-released', entityType: 'licence', entityId: seat.licenceId, before: { seatId: seat.id } }));
        freedSeats.push(seat.id);
      }
      const endedSessions = await repos.sessions.revokeAll(organisationId, id, now());
      const assetIds = held.map((asset) => asset.id);
      const recoverCampaignId =
        recover && assetIds.length > 0 ? (await this.deps.recoveryCampaigns.proposeFor(repos, { personId: id, assetIds, proposedBy: principal })).campaignId : null;
      const leaver = { organisationId, at: now(), appSlug: MANAGE_SLUG, assetId: null, personId: id, actorId: principal.userId };
      await repos.lifeEvents.add([{ ...leaver, kind: 'offboarded', subject: person.user.name, href: managePaths.user(id) }]);
      await repos.audit.append(
        manageAudit(principal, { action: 'person.offboarded', entityType: 'user', entityId: id, after: { pendingReturn, freedSeats, endedSessions, recoverCampaignId } }),
      );
      return { pendingReturn, freedSeats, endedSessions, recoverCampaignId };
    });
    if (left.endedSessions > 0) realtime.toOrganisation(organisationId, 'sessions.changed', { userId: id });
    return { person: personOf(await this.person(principal, id)), ...left };
  }

  /** Where each of a leaver's devices got: those they hold and those of their Recover campaigns (through the campaigns app's port). */
  private async leaving(organisationId: string, id: string, held: readonly AssetWithAssignee[]) {
    const { repos } = this.deps.store;
    const campaigns = await this.deps.recoveryCampaigns.campaignsOf(repos, organisationId, id);
    const heldIds = new Set(held.map((asset) => asset.id));
    const elsewhere = campaigns.flatMap((campaign) => campaign.devices.map((device) => device.assetId)).filter((assetId) => !heldIds.has(assetId));
    const assets = [...held, ...(await repos.own.assets.findMany(organisationId, [...new Set(elsewhere)]))].sort((a, b) => a.assetTag.localeCompare(b.assetTag));
    const recoveries = campaigns.map(({ campaignId, status, personState, devices }) => ({ campaignId, status, personState, devices }));
    const progress = leavingProgress(id, assets, recoveries);
    return {
      complete: progress.complete,
      devices: progress.devices.map(({ assetId, state, recovery }) => {
        const asset = assets.find((each) => each.id === assetId)!;
        const campaign = recovery && campaigns.find((each) => each.campaignId === recovery.campaignId)!;
        return {
          assetId,
          assetTag: asset.assetTag,
          manufacturer: asset.manufacturer,
          model: asset.model,
          state,
          campaign: campaign && { id: campaign.campaignId, name: campaign.name, status: campaign.status, personState: campaign.personState },
        };
      }),
    };
  }

  private async person(principal: StaffPrincipal, id: string): Promise<PersonRow> {
    const row = await this.deps.store.repos.own.people.find(principal.organisationId, id);
    if (!row) throw notFound('person');
    return row;
  }
}
