import type { z } from 'zod';
import { campaignEvents } from './campaign-story';
import type {
  AlreadyReturnedRequest,
  ConfirmReturnRequest,
  ProcessDeviceRequest,
  ReceiveDeviceRequest,
  RecoverMoveRequest,
  RecoverReturnView,
} from '../../../../contract/apps/campaigns/recover-schemas';
import { isOpenCampaign } from '../../../../src/apps/campaigns/domain/campaign-status';
import { isPickupOption, pickupOptions } from '../../../../src/apps/campaigns/domain/recover-pickup';
import {
  processDevice,
  receiveDevice,
  recoverMove,
  returnPageIsOpen,
  type RecoverState,
} from '../../../../src/apps/campaigns/domain/recover-state';
import { RECOVER_SLUG } from '../../../../src/apps/campaigns/domain/slug';
import { refuse } from '../../../../src/domain/rules/decision';
import { decided, notFound, staleVersion, type FleetGrade, type StaffPrincipal } from '../../../kernel';
import type { CampaignRepositories } from '../repositories/repositories';
import type { CampaignDeps } from './service-deps';
import type { CampaignRow } from '../repositories/campaign-repository';
import type { CampaignPersonRow } from '../repositories/campaign-person-repository';
import { campaignAudit, campaignOf } from './campaign-access';
import type { CampaignLinks } from './campaign-links';
import type { CampaignPeopleService } from './campaign-people-service';
import type { CampaignReminders } from './campaign-reminders';
import { recoverDevicesOf } from './kind-person-views';
import { RecoverShipments } from './recover-shipments';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Who changed a retrieval: a member, or the person through their link. */
type Actor = { readonly principal: StaffPrincipal } | { readonly principal: null };

/** Recover: people's retrievals moved by admins and by the leavers' own page; received devices go back to the fleet. */
export class RecoverService {
  private readonly shipments: RecoverShipments;

  constructor(
    private readonly deps: Pick<CampaignDeps, 'store' | 'now' | 'assetLifecycle' | 'shipments' | 'deviceKits' | 'places'>,
    private readonly people: CampaignPeopleService,
    private readonly links: CampaignLinks,
    private readonly reminders: CampaignReminders,
  ) {
    this.shipments = new RecoverShipments(deps);
  }

  /** An admin's move: send now, kit shipped, picked up, failed, restarted (a new round and link) or cancelled. */
  async move(principal: StaffPrincipal, id: string, personId: string, body: z.output<typeof RecoverMoveRequest>) {
    const result = await this.changing(principal, id, personId, body.version, async (repos, campaign, person) => {
      const to = decided(recoverMove(person.state as RecoverState, body.move));
      const restart = body.move === 'restart';
      // Sending now brings the person's contact date to today: the first mail and its reminders go from now.
      const sendNow = body.move === 'send';
      const today = dayOf(this.deps.now());
      const values = restart ? { state: to, round: person.round + 1, contactDate: today } : sendNow ? { state: to, contactDate: today } : { state: to };
      const updated = await this.save(repos, campaign, person, values, body.move, { principal });
      if (restart || body.move === 'cancel' || body.move === 'no-response') await repos.own.reminders.supersede(person.organisationId, person.id, this.deps.now());
      if (sendNow) await repos.own.reminders.withdrawPending(person.organisationId, person.id);
      if (restart) await this.links.issue(repos, campaign, updated);
      if (restart || sendNow) await this.reminders.schedule(repos, campaign, updated);
      if (body.move === 'cancel') await this.links.revoke(repos, person);
      if (body.move === 'pick-up' || body.move === 'cancel') await this.shipments.moved(repos, updated, body.move, principal.userId);
      return updated;
    });
    this.reminders.wake();
    return result;
  }

  /** A device arrived or is given up; one that came back is in stock in Manage with its grade and place. */
  async receive(principal: StaffPrincipal, id: string, personId: string, deviceId: string, body: z.output<typeof ReceiveDeviceRequest>) {
    return this.changing(principal, id, personId, body.version, async (repos, campaign, person) => {
      const devices = await repos.own.people.devicesOf(person.organisationId, [person.id]);
      const next = decided(receiveDevice(person.state as RecoverState, recoverDevicesOf(devices), deviceId, body.outcome));
      const device = devices.find((each) => each.id === deviceId)!;
      const now = this.deps.now();
      const data = { ...device.data, receivedAt: now.toISOString(), location: body.location, ...(body.note && { note: body.note }) };
      if (!(await repos.own.people.updateDevice(person.organisationId, deviceId, device.version, { outcome: body.outcome, grade: body.grade, data }, now))) throw staleVersion();
      // The parcel is delivered before the device is received: the devices' stories tell it in that order.
      if (body.outcome !== 'not-returned') await this.shipments.moved(repos, person, 'received', principal.userId, now);
      if (device.assetId && body.outcome !== 'not-returned') {
        await this.deps.assetLifecycle.markReceived(repos, person.organisationId, device.assetId, { grade: body.grade, location: body.location, actorId: principal.userId, appSlug: RECOVER_SLUG, at: now });
      }
      const received = { at: now, actorId: principal.userId, detail: { outcome: body.outcome, ...(body.grade && { grade: body.grade }) } };
      await repos.lifeEvents.add(campaignEvents(campaign, person, 'campaign-received', [device], received));
      return this.save(repos, campaign, person, { state: next.state }, 'receive', { principal }, { deviceId, outcome: body.outcome, grade: body.grade });
    });
  }

  /** A received device was wiped and graded, then restocked (stays in stock) or recycled (retired in Manage). */
  async process(principal: StaffPrincipal, id: string, personId: string, deviceId: string, body: z.output<typeof ProcessDeviceRequest>) {
    return this.changing(principal, id, personId, body.version, async (repos, campaign, person) => {
      const devices = await repos.own.people.devicesOf(person.organisationId, [person.id]);
      const next = decided(processDevice(person.state as RecoverState, recoverDevicesOf(devices), deviceId, body.disposition));
      const device = devices.find((each) => each.id === deviceId)!;
      const now = this.deps.now();
      const grade = body.grade ?? device.grade;
      const data = { ...device.data, processedAt: now.toISOString(), wiped: body.wiped, location: body.location };
      if (!(await repos.own.people.updateDevice(person.organisationId, deviceId, device.version, { disposition: body.disposition, grade, data }, now))) throw staleVersion();
      if (device.assetId) {
        const receipt = { grade: grade as FleetGrade | null, location: body.location, actorId: principal.userId, appSlug: RECOVER_SLUG, at: now };
        const fleet = this.deps.assetLifecycle;
        if (body.disposition === 'recycled') await fleet.markRecycled(repos, person.organisationId, device.assetId, receipt);
        else await fleet.markReceived(repos, person.organisationId, device.assetId, receipt);
      }
      const graded = { at: now, actorId: principal.userId, detail: { disposition: body.disposition, ...(grade && { grade }) } };
      await repos.lifeEvents.add(campaignEvents(campaign, person, 'campaign-graded', [device], graded));
      if (body.disposition === 'recycled') await repos.lifeEvents.add(campaignEvents(campaign, person, 'recycled', [device], { at: now, actorId: principal.userId }));
      return this.save(repos, campaign, person, { state: next.state }, 'process', { principal }, { deviceId, disposition: body.disposition, grade });
    });
  }

  /** The help-with-return page: only the link's token opens it. */
  async returnView(token: string): Promise<RecoverReturnView> {
    const { repos } = this.deps.store;
    const { campaign, person } = await this.links.open(repos, RECOVER_SLUG, token);
    return this.viewOf(repos, campaign, person);
  }

  /** Address, phone and packaging confirmed, and a pickup booked with them or later. */
  async confirmReturn(token: string, body: z.output<typeof ConfirmReturnRequest>): Promise<RecoverReturnView> {
    return this.answering(token, async (repos, campaign, person) => {
      if (body.pickup && !isPickupOption(pickupOptions(dayOf(this.deps.now()), campaign.deadline), body.pickup)) {
        decided(refuse('pickup-unavailable', 'That pickup slot is not offered; pick another.'), 'pickup');
      }
      const before = await repos.own.recoverReturns.find(person.organisationId, person.id);
      await repos.own.recoverReturns.save(
        {
          personId: person.id,
          organisationId: person.organisationId,
          address: body.address,
          phone: body.phone,
          hasPackaging: body.hasPackaging,
          pickupDay: body.pickup?.day ?? before?.pickupDay ?? null,
          pickupSlot: body.pickup?.slot ?? before?.pickupSlot ?? null,
          alreadyReturnedNote: null,
        },
        this.deps.now(),
      );
      let current = person;
      if (current.state === 'awaiting-employee') current = await this.save(repos, campaign, current, { state: 'confirmed' }, 'confirm', { principal: null });
      if (body.pickup) {
        current = await this.save(repos, campaign, current, { state: decided(recoverMove(current.state as RecoverState, 'book-pickup')) }, 'book-pickup', { principal: null }, body.pickup);
        await this.shipments.booked(repos, current, body.address, current.userId);
      }
      return current;
    });
  }

  async reportAlreadyReturned(token: string, body: z.output<typeof AlreadyReturnedRequest>): Promise<RecoverReturnView> {
    return this.answering(token, async (repos, campaign, person) => {
      const before = await repos.own.recoverReturns.find(person.organisationId, person.id);
      await repos.own.recoverReturns.save(
        {
          personId: person.id,
          organisationId: person.organisationId,
          address: before?.address ?? '',
          phone: before?.phone ?? '',
          hasPackaging: before?.hasPackaging ?? false,
          pickupDay: null,
          pickupSlot: null,
          alreadyReturnedNote: body.note,
        },
        this.deps.now(),
      );
      const to = decided(recoverMove(person.state as RecoverState, 'already-returned'));
      return this.save(repos, campaign, person, { state: to }, 'already-returned', { principal: null }, { note: body.note });
    });
  }

  private async viewOf(repos: CampaignRepositories, campaign: CampaignRow, person: CampaignPersonRow): Promise<RecoverReturnView> {
    const organisation = await repos.organisations.find(campaign.organisationId);
    const devices = await repos.own.people.devicesOf(person.organisationId, [person.id]);
    const answer = await repos.own.recoverReturns.find(person.organisationId, person.id);
    const state = person.state as RecoverState;
    const open = returnPageIsOpen(isOpenCampaign(campaign.status), state);
    return {
      organisationName: organisation?.name ?? '',
      campaignName: campaign.name,
      personName: person.name,
      message: campaign.message,
      deadline: campaign.deadline,
      state,
      devices: devices.map((device) => ({ model: device.model, assetTag: device.assetTag, serial: device.serial })),
      answer: answer ? {
        address: answer.address,
        phone: answer.phone,
        hasPackaging: answer.hasPackaging,
        pickup: answer.pickupDay && answer.pickupSlot ? { day: answer.pickupDay, slot: answer.pickupSlot as 'am' | 'pm' } : null,
        alreadyReturnedNote: answer.alreadyReturnedNote,
      } : null,
      pickupOptions: open ? pickupOptions(dayOf(this.deps.now()), campaign.deadline) : [],
      open,
    };
  }

  /** A change through the link: the person locked, moved out of `requested` first when an admin's copied link came before the invitation. */
  private async answering(
    token: string,
    change: (repos: CampaignRepositories, campaign: CampaignRow, person: CampaignPersonRow) => Promise<CampaignPersonRow>,
  ): Promise<RecoverReturnView> {
    return this.deps.store.transaction(async (repos) => {
      const opened = await this.links.open(repos, RECOVER_SLUG, token);
      let person = await repos.own.people.lock(opened.person.organisationId, opened.person.id);
      if (!person) throw notFound('link');
      if (!isOpenCampaign(opened.campaign.status)) decided(refuse('campaign-ended', 'The campaign has ended.'));
      if (person.state === 'requested') person = await this.save(repos, opened.campaign, person, { state: 'awaiting-employee' }, 'send', { principal: null });
      const changed = await change(repos, opened.campaign, person);
      return this.viewOf(repos, opened.campaign, changed);
    });
  }

  /** An admin's change of one person, version-checked, answered as the details page shows the person. */
  private async changing(
    principal: StaffPrincipal,
    id: string,
    personId: string,
    version: number,
    change: (repos: CampaignRepositories, campaign: CampaignRow, person: CampaignPersonRow) => Promise<CampaignPersonRow>,
  ) {
    const { campaign, person } = await this.deps.store.transaction(async (repos) => {
      const campaign = await campaignOf(repos, principal, RECOVER_SLUG, id);
      const locked = await repos.own.people.lock(principal.organisationId, personId);
      if (!locked || locked.campaignId !== campaign.id) throw notFound('person');
      if (locked.version !== version) throw staleVersion();
      return { campaign, person: await change(repos, campaign, locked) };
    });
    return this.people.viewOne(this.deps.store.repos, campaign, person);
  }

  /** The person's new values, the event in the campaign's history and, for a member's change, the audit entry. */
  private async save(
    repos: CampaignRepositories,
    campaign: CampaignRow,
    person: CampaignPersonRow,
    values: Partial<Pick<CampaignPersonRow, 'state' | 'round' | 'contactDate'>>,
    type: string,
    actor: Actor,
    data: Record<string, unknown> = {},
  ): Promise<CampaignPersonRow> {
    const now = this.deps.now();
    const updated = await repos.own.people.update(person.organisationId, person.id, person.version, values, now);
    if (!updated) throw staleVersion();
    await repos.own.people.appendEvent({
      organisationId: person.organisationId,
      campaignId: campaign.id,
      personId: person.id,
      type,
      fromState: person.state,
      toState: updated.state,
      actorId: actor.principal?.userId ?? null,
      data,
      at: now,
    });
    if (type === 'book-pickup') {
      const pickup = { day: String(data['day'] ?? ''), slot: String(data['slot'] ?? '') };
      const devices = await repos.own.people.devicesOf(person.organisationId, [person.id]);
      await repos.lifeEvents.add(campaignEvents(campaign, person, 'campaign-booked', devices, { at: now, actorId: actor.principal?.userId ?? person.userId, detail: pickup }));
    }
    if (actor.principal) {
      await repos.audit.append(
        campaignAudit(actor.principal, RECOVER_SLUG, { action: `recover.${type}`, entityType: 'campaign-person', entityId: person.id, before: { state: person.state }, after: { state: updated.state, ...data } }),
      );
    }
    return updated;
  }
}
