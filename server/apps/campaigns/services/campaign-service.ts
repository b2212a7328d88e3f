import type { z } from 'zod';
import type {
  CampaignListQuery,
  CandidateQuery,
  ChangeCampaignStatusRequest,
  CreateCampaignRequest,
  UpdateCampaignRequest,
} from '../../../../contract/apps/campaigns/campaign-schemas';
import type { CampaignKind } from '../../../../src/apps/campaigns/domain/campaign-kind';
import { KIND_STATES } from '../../../../src/apps/campaigns/domain/campaign-kind-states';
import { changeCampaignStatus, initialCampaignStatus, isOpenCampaign } from '../../../../src/apps/campaigns/domain/campaign-status';
import { checkReminderPolicy } from '../../../../src/apps/campaigns/domain/reminder-schedule';
import { refuse } from '../../../../src/domain/rules/decision';
import { decided, pageAnswer, staleVersion, type FleetDevice, type StaffPrincipal } from '../../../kernel';
import type { CampaignDeps } from './service-deps';
import type { CampaignRepositories } from '../repositories/repositories';
import type { CampaignRow } from '../repositories/campaign-repository';
import { toCsv } from '../../../../src/domain/csv/csv-text';
import { checkKindRules } from './campaign-rule-checks';
import { announceLaunch } from './campaign-launch';
import { campaignAudit, campaignOf } from './campaign-access';
import type { CampaignLinks } from './campaign-links';
import type { CampaignPeopleService } from './campaign-people-service';
import type { CampaignReminders } from './campaign-reminders';
import { campaignDetailOf, campaignItemOf } from './campaign-view';

/** How many of the fleet's devices a candidate search reads at most: one page of people and all they hold. */
const FLEET_LIMIT = 2000;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function monthsBefore(today: string, months: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return dayOf(date);
}

/** The campaign pattern's use cases, the same for every kind under its own slug. */
export class CampaignService {
  constructor(
    private readonly deps: Pick<CampaignDeps, 'store' | 'now' | 'assetLifecycle' | 'deviceKits' | 'webhookEvents'>,
    private readonly people: CampaignPeopleService,
    private readonly links: CampaignLinks,
    private readonly reminders: CampaignReminders,
  ) {}

  async list(principal: StaffPrincipal, kind: CampaignKind, query: z.output<typeof CampaignListQuery>) {
    const { rows, total } = await this.deps.store.repos.own.campaigns.list(principal.organisationId, kind, KIND_STATES[kind].ended, query);
    return pageAnswer(rows.map(campaignItemOf), total, query);
  }

  async get(principal: StaffPrincipal, kind: CampaignKind, id: string) {
    const { repos } = this.deps.store;
    return campaignDetailOf(repos, await campaignOf(repos, principal, kind, id));
  }

  /** The wizard's end: the campaign, its people and devices, and every reminder planned, in one transaction. */
  async create(principal: StaffPrincipal, kind: CampaignKind, body: z.output<typeof CreateCampaignRequest>) {
    const campaign = await this.deps.store.transaction((repos) => this.insert(repos, principal, kind, body));
    this.reminders.wake();
    return campaignDetailOf(this.deps.store.repos, campaign);
  }

  /** A campaign with its people, devices and reminders, inside the caller's transaction (`repos`): the wizard's or another app's. */
  async insert(repos: CampaignRepositories, principal: StaffPrincipal, kind: CampaignKind, body: z.output<typeof CreateCampaignRequest>): Promise<CampaignRow> {
    const { now } = this.deps;
    const reminderPolicy = decided(checkReminderPolicy(body.reminderPolicy), 'reminderPolicy');
    if (body.deadline && body.deadline < body.contactDate) decided(refuse('deadline-before-contact', 'The deadline comes after the contact date.'), 'deadline');
    await checkKindRules(this.deps, repos, kind, principal.organisationId, body.rules);
    const created = await repos.own.campaigns.insert({
      organisationId: principal.organisationId,
      kind,
      name: body.name,
      status: initialCampaignStatus(body.contactDate, dayOf(now())),
      contactDate: body.contactDate,
      deadline: body.deadline,
      message: body.message,
      reminderPolicy,
      linkDays: body.linkDays,
      rules: body.rules,
      createdBy: principal.userId,
      updatedAt: now(),
    });
    await this.people.addPeople(repos, created, body.people, 'body.people');
    await repos.audit.append(campaignAudit(principal, kind, { action: 'campaign.created', entityType: 'campaign', entityId: created.id, after: { name: body.name, people: body.people.length } }));
    if (created.status === 'active') await announceLaunch(this.deps.webhookEvents, repos, created, now());
    return created;
  }

  /** Version-checked; the new dates and reminders apply to the steps planned from now on. */
  async update(principal: StaffPrincipal, kind: CampaignKind, id: string, body: z.output<typeof UpdateCampaignRequest>) {
    const { store, now } = this.deps;
    const campaign = await store.transaction(async (repos) => {
      const before = await campaignOf(repos, principal, kind, id);
      if (before.version !== body.version) throw staleVersion();
      if (!isOpenCampaign(before.status)) decided(refuse('campaign-ended', 'A campaign that ended cannot change.'));
      const { version, rules, reminderPolicy, ...plain } = body;
      const contactDate = plain.contactDate ?? before.contactDate;
      const deadline = plain.deadline === undefined ? before.deadline : plain.deadline;
      if (deadline && deadline < contactDate) decided(refuse('deadline-before-contact', 'The deadline comes after the contact date.'), 'deadline');
      if (rules !== undefined) await checkKindRules(this.deps, repos, kind, principal.organisationId, rules);
      const values = {
        ...plain,
        ...(reminderPolicy && { reminderPolicy: decided(checkReminderPolicy(reminderPolicy), 'reminderPolicy') }),
        ...(rules !== undefined && { rules }),
        ...(plain.contactDate && before.status === 'scheduled' && { status: initialCampaignStatus(plain.contactDate, dayOf(now())) }),
      };
      const updated = await repos.own.campaigns.update(principal.organisationId, id, version, values, now());
      if (!updated) throw staleVersion();
      await repos.audit.append(campaignAudit(principal, kind, { action: 'campaign.updated', entityType: 'campaign', entityId: id, before: { name: before.name, contactDate: before.contactDate }, after: plain }));
      if (before.status === 'scheduled' && updated.status === 'active') await announceLaunch(this.deps.webhookEvents, repos, updated, now());
      return updated;
    });
    return campaignDetailOf(store.repos, campaign);
  }

  /** Start, close, reopen or cancel; an ending campaign ends its people's links with it (see CampaignLinks.endWith). */
  async changeStatus(principal: StaffPrincipal, kind: CampaignKind, id: string, body: z.output<typeof ChangeCampaignStatusRequest>) {
    const { store, now } = this.deps;
    const campaign = await store.transaction(async (repos) => {
      const before = await campaignOf(repos, principal, kind, id);
      if (before.version !== body.version) throw staleVersion();
      const status = decided(changeCampaignStatus(before.status, body.action));
      const updated = await repos.own.campaigns.update(principal.organisationId, id, body.version, { status }, now());
      if (!updated) throw staleVersion();
      await this.links.endWith(repos, updated, status);
      await repos.audit.append(campaignAudit(principal, kind, { action: `campaign.${body.action}`, entityType: 'campaign', entityId: id, before: { status: before.status }, after: { status } }));
      if (body.action === 'start') await announceLaunch(this.deps.webhookEvents, repos, updated, now());
      return updated;
    });
    return campaignDetailOf(store.repos, campaign);
  }

  /** One line per device (a person without devices has one line of their own). */
  async export(principal: StaffPrincipal, kind: CampaignKind, id: string) {
    const { repos } = this.deps.store;
    const campaign = await campaignOf(repos, principal, kind, id);
    const people = await this.people.viewOf(repos, campaign, await repos.own.people.all(principal.organisationId, id));
    const header = ['name', 'email', 'state', 'outcome', 'contact_date', 'reminders_sent', 'link', 'asset_tag', 'serial', 'model', 'device_outcome', 'disposition', 'grade'];
    const rows = people.flatMap((person) => {
      const facts = [person.name, person.email, person.state, person.outcome, person.contactDate, person.remindersSent, person.link?.status ?? null];
      const devices = person.devices.length ? person.devices : [null];
      return devices.map((device) => [
        ...facts,
        device?.assetTag ?? null,
        device?.serial ?? null,
        device?.model ?? null,
        device?.outcome ?? null,
        device?.disposition ?? null,
        device?.grade ?? null,
      ]);
    });
    const slug = campaign.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'campaign';
    return { filename: `${kind}-${slug}-${dayOf(this.deps.now())}.csv`, contentType: 'text/csv; charset=utf-8', content: toCsv(header, rows) };
  }

  /**
   * The wizard's "who": people by name, or everyone holding a device older than some months, each with the devices
   * they hold (the fleet is read through the asset lifecycle port, never Manage's tables).
   */
  async candidates(principal: StaffPrincipal, query: z.output<typeof CandidateQuery>) {
    const { repos } = this.deps.store;
    const { organisationId } = principal;
    const fleet = this.deps.assetLifecycle;
    let devices: FleetDevice[];
    let users;
    if (query.olderThanMonths) {
      const purchasedBefore = monthsBefore(dayOf(this.deps.now()), query.olderThanMonths);
      devices = await fleet.devices(repos, organisationId, { purchasedBefore, heldOnly: true, limit: FLEET_LIMIT });
      const holders = [...new Set(devices.map((device) => device.holderId!))];
      const q = query.q?.toLowerCase();
      users = (await repos.users.findMany(organisationId, holders)).filter((user) => !q || user.name.toLowerCase().includes(q) || user.email.includes(q));
    } else {
      users = (await repos.users.list(organisationId, { q: query.q, page: 1, pageSize: query.limit })).rows;
      devices = await fleet.devices(repos, organisationId, { holderIds: users.map((user) => user.id), limit: FLEET_LIMIT });
    }
    const items = users
      .sort((a, b) => a.name.localeCompare(b.name))
      .slice(0, query.limit)
      .map((user) => ({
        userId: user.id,
        name: user.name,
        email: user.email,
        devices: devices
          .filter((device) => device.holderId === user.id)
          .map(({ assetId, assetTag, serial, model, productType, purchaseDate, status }) => ({ assetId, assetTag, serial, model, productType, purchaseDate, status })),
      }));
    return { items };
  }
}
