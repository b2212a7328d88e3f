import type { z } from 'zod';
import { campaignEvents } from './campaign-story';
import type {
  AddCampaignPeopleRequest,
  CampaignPersonInput,
  CampaignPersonListQuery,
  IssueLinkRequest,
  UpdateCampaignPersonRequest,
} from '../../../../contract/apps/campaigns/campaign-schemas';
import type { CampaignKind } from '../../../../src/apps/campaigns/domain/campaign-kind';
import { KIND_STATES } from '../../../../src/apps/campaigns/domain/campaign-kind-states';
import { isOpenCampaign } from '../../../../src/apps/campaigns/domain/campaign-status';
import { refuse } from '../../../../src/domain/rules/decision';
import { decided, fieldProblem, notFound, pageAnswer, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { CampaignRepositories } from '../repositories/repositories';
import type { CampaignDeps } from './service-deps';
import type { CampaignRow } from '../repositories/campaign-repository';
import type { CampaignPersonRow } from '../repositories/campaign-person-repository';
import { campaignAudit, campaignOf, personOf } from './campaign-access';
import type { CampaignLinks } from './campaign-links';
import type { CampaignReminders } from './campaign-reminders';
import { campaignPeopleOf } from './campaign-view';
import { KIND_PERSON_VIEWS } from './kind-person-views';

/** More devices than one person ever holds. */
const DEVICE_LIMIT = 200;

/** The people of a campaign: listing, adding, correcting, and their public links. */
export class CampaignPeopleService {
  constructor(
    private readonly deps: Pick<CampaignDeps, 'store' | 'now' | 'config' | 'assetLifecycle'>,
    private readonly links: CampaignLinks,
    private readonly reminders: CampaignReminders,
  ) {}

  async list(principal: StaffPrincipal, kind: CampaignKind, id: string, query: z.output<typeof CampaignPersonListQuery>) {
    const { repos } = this.deps.store;
    const campaign = await campaignOf(repos, principal, kind, id);
    const { rows, total } = await repos.own.people.list(principal.organisationId, campaign.id, query);
    return pageAnswer(await this.viewOf(repos, campaign, rows), total, query);
  }

  async get(principal: StaffPrincipal, kind: CampaignKind, id: string, personId: string) {
    const { repos } = this.deps.store;
    const campaign = await campaignOf(repos, principal, kind, id);
    return this.viewOne(repos, campaign, await personOf(repos, campaign, personId));
  }

  async add(principal: StaffPrincipal, kind: CampaignKind, id: string, body: z.output<typeof AddCampaignPeopleRequest>) {
    const added = await this.deps.store.transaction(async (repos) => {
      const campaign = await campaignOf(repos, principal, kind, id);
      if (!isOpenCampaign(campaign.status)) decided(refuse('campaign-ended', 'People can only be added to a scheduled or active campaign.'));
      const rows = await this.addPeople(repos, campaign, body.people, 'body.people');
      await repos.audit.append(campaignAudit(principal, kind, { action: 'campaign.people-added', entityType: 'campaign', entityId: id, after: { people: rows.map((row) => row.email) } }));
      return { campaign, rows };
    });
    this.reminders.wake();
    const items = await this.viewOf(this.deps.store.repos, added.campaign, added.rows);
    return pageAnswer(items, items.length, { page: 1, pageSize: Math.max(1, items.length) });
  }

  /** Adds people and the devices they return, hand or buy, each starting at the kind's first state, with their reminders. */
  async addPeople(repos: CampaignRepositories, campaign: CampaignRow, people: readonly z.output<typeof CampaignPersonInput>[], path: string): Promise<CampaignPersonRow[]> {
    const { organisationId } = campaign;
    const already = new Set(await repos.own.people.userIdsOf(organisationId, campaign.id));
    const users = await repos.users.findMany(organisationId, people.map((person) => person.userId));
    const rows: CampaignPersonRow[] = [];
    for (const [index, input] of people.entries()) {
      const user = users.find((each) => each.id === input.userId);
      if (!user) throw fieldProblem(`${path}.${index}.userId`, 'No such person in the organisation.');
      if (already.has(user.id)) throw fieldProblem(`${path}.${index}.userId`, 'The person is already part of the campaign.');
      already.add(user.id);
      const person = await repos.own.people.insert({
        organisationId,
        campaignId: campaign.id,
        userId: user.id,
        name: user.name,
        email: user.email,
        state: KIND_STATES[campaign.kind].initial,
        contactDate: campaign.contactDate,
        round: 1,
        data: {},
        updatedAt: this.deps.now(),
      });
      await this.setDevices(repos, campaign, person, input.assetIds, `${path}.${index}.assetIds`);
      if (input.assetIds.length === 0) await repos.lifeEvents.add(campaignEvents(campaign, person, 'campaign-invited', [], { at: this.deps.now(), actorId: null }));
      await repos.own.people.appendEvent({ organisationId, campaignId: campaign.id, personId: person.id, type: 'added', toState: person.state, actorId: campaign.createdBy, data: {}, at: this.deps.now() });
      await this.reminders.schedule(repos, campaign, person);
      rows.push(person);
    }
    return rows;
  }

  async update(principal: StaffPrincipal, kind: CampaignKind, id: string, personId: string, body: z.output<typeof UpdateCampaignPersonRequest>) {
    const { now } = this.deps;
    const result = await this.deps.store.transaction(async (repos) => {
      const campaign = await campaignOf(repos, principal, kind, id);
      const before = await personOf(repos, campaign, personId);
      if (before.version !== body.version) throw staleVersion();
      const { version, assetIds, ...changes } = body;
      const states = KIND_STATES[kind];
      // A new contact day moves the reminders of someone not yet invited: their round starts again from it.
      const replan = changes.contactDate !== undefined && changes.contactDate !== before.contactDate && before.state === states.initial;
      const person = await repos.own.people.update(principal.organisationId, personId, version, { ...changes, ...(replan && { round: before.round + 1 }) }, now());
      if (!person) throw staleVersion();
      if (assetIds) await this.setDevices(repos, campaign, person, assetIds, 'body.assetIds');
      if (replan) {
        await repos.own.reminders.supersede(principal.organisationId, personId, now());
        await this.reminders.schedule(repos, campaign, person);
      }
      await repos.audit.append(campaignAudit(principal, kind, { action: 'campaign.person-updated', entityType: 'campaign-person', entityId: personId, before: { name: before.name, email: before.email, contactDate: before.contactDate }, after: body }));
      return { campaign, person };
    });
    this.reminders.wake();
    return this.viewOne(this.deps.store.repos, result.campaign, result.person);
  }

  /** A new link for the person to copy, or mailed to them; `send` or not, the earlier one stops working at once. */
  async issueLink(principal: StaffPrincipal, kind: CampaignKind, id: string, personId: string, body: z.output<typeof IssueLinkRequest>) {
    const { link, url } = await this.deps.store.transaction(async (repos) => {
      const campaign = await campaignOf(repos, principal, kind, id);
      if (!isOpenCampaign(campaign.status)) decided(refuse('campaign-ended', 'A campaign that ended gives no links.'));
      const person = await personOf(repos, campaign, personId);
      const issued = await this.links.issue(repos, campaign, person);
      const url = this.links.urlOf(kind, issued);
      if (!url) throw notFound('public page for this kind');
      if (body.send) await this.reminders.resend(repos, campaign, person, issued);
      await repos.audit.append(campaignAudit(principal, kind, { action: body.send ? 'campaign.link-sent' : 'campaign.link-copied', entityType: 'campaign-person', entityId: personId }));
      return { link: issued, url };
    });
    if (body.send) this.reminders.wake();
    return { url, expiresAt: link.expiresAt.toISOString(), sent: body.send };
  }

  async revokeLink(principal: StaffPrincipal, kind: CampaignKind, id: string, personId: string): Promise<void> {
    await this.deps.store.transaction(async (repos) => {
      const campaign = await campaignOf(repos, principal, kind, id);
      await this.links.revoke(repos, await personOf(repos, campaign, personId));
      await repos.audit.append(campaignAudit(principal, kind, { action: 'campaign.link-revoked', entityType: 'campaign-person', entityId: personId }));
    });
  }

  async viewOne(repos: CampaignRepositories, campaign: CampaignRow, person: CampaignPersonRow) {
    const [view] = await this.viewOf(repos, campaign, [person]);
    return view!;
  }

  viewOf(repos: CampaignRepositories, campaign: CampaignRow, rows: readonly CampaignPersonRow[]) {
    return campaignPeopleOf(repos, campaign, rows, KIND_PERSON_VIEWS[campaign.kind], this.deps.now());
  }

  /** The person's devices become these assets of the fleet; those already dealt with stay. */
  private async setDevices(repos: CampaignRepositories, campaign: CampaignRow, person: CampaignPersonRow, assetIds: readonly string[], path: string): Promise<void> {
    const { organisationId } = campaign;
    const fleet = await this.deps.assetLifecycle.devices(repos, organisationId, { assetIds, limit: DEVICE_LIMIT });
    const missing = assetIds.find((assetId) => !fleet.some((device) => device.assetId === assetId));
    if (missing) throw fieldProblem(path, 'No such device in the fleet.');
    await repos.own.people.removeDevicesBut(organisationId, person.id, assetIds);
    const kept = new Set((await repos.own.people.devicesOf(organisationId, [person.id])).map((device) => device.assetId));
    const fresh = fleet.filter((device) => !kept.has(device.assetId));
    if (fresh.length > 0) await repos.lifeEvents.add(campaignEvents(campaign, person, 'campaign-invited', fresh, { at: this.deps.now(), actorId: null }));
    await repos.own.people.insertDevices(
      fresh.map((device) => ({
        organisationId,
        campaignId: campaign.id,
        personId: person.id,
        assetId: device.assetId,
        assetTag: device.assetTag,
        serial: device.serial,
        model: device.model,
        productType: device.productType,
        purchaseDate: device.purchaseDate,
        outcome: null,
        disposition: null,
        grade: null,
        data: {},
        updatedAt: this.deps.now(),
      })),
    );
  }
}
