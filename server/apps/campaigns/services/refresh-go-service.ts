import type { z } from 'zod';
import { RefreshGoRules, type RefreshGoStart } from '../../../../contract/apps/campaigns/refresh-schemas';
import { isOpenCampaign } from '../../../../src/apps/campaigns/domain/campaign-status';
import { RECOVER_SLUG, REFRESH_GO_SLUG } from '../../../../src/apps/campaigns/domain/slug';
import { refuse } from '../../../../src/domain/rules/decision';
import { decided, newToken, notFound, type StaffPrincipal } from '../../../kernel';
import type { CampaignRepositories } from '../repositories/repositories';
import { announceLaunch } from './campaign-launch';
import type { CampaignDeps } from './service-deps';
import type { CampaignRow } from '../repositories/campaign-repository';
import { campaignAudit, campaignOf } from './campaign-access';
import type { CampaignPeopleService } from './campaign-people-service';
import type { CampaignReminders } from './campaign-reminders';

/** The public page a Refresh Go campaign's address opens (spec 2.1, campaign-url-copy). */
const PAGE_PATH = '/refresh-go-diagnostic/';

/** More devices than one person ever holds. */
const DEVICE_LIMIT = 50;

/** The new device an employee asked for, by name, and the offered kit it is when it is one. */
type DeviceChoice = { readonly newDevice: string; readonly kitId: string | null };

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Refresh Go's use cases: the campaign's shareable address and the Device Hub kits it offers, and an employee's start
 * through it, which records the device they picked and schedules their old devices' return as a Recover flow (its help-with-return link is
 * mailed to their work address by the Recover campaign's reminders, so the public page never reveals who is who).
 */
export class RefreshGoService {
  constructor(
    private readonly deps: Pick<CampaignDeps, 'store' | 'now' | 'config' | 'assetLifecycle' | 'deviceKits' | 'webhookEvents'>,
    private readonly people: CampaignPeopleService,
    private readonly reminders: CampaignReminders,
  ) {}

  private urlOf(token: string): string {
    return `${this.deps.config.publicUrl}${PAGE_PATH}${token}`;
  }

  async shareLink(principal: StaffPrincipal, campaignId: string) {
    const { repos } = this.deps.store;
    await campaignOf(repos, principal, REFRESH_GO_SLUG, campaignId);
    const link = await repos.own.refresh.goLinkOf(principal.organisationId, campaignId);
    return { url: link ? this.urlOf(link.token) : null, revoked: Boolean(link?.revokedAt) };
  }

  /** A new address; the old one stops opening at once. */
  issueShareLink(principal: StaffPrincipal, campaignId: string) {
    return this.deps.store.transaction(async (repos) => {
      const campaign = await campaignOf(repos, principal, REFRESH_GO_SLUG, campaignId);
      if (!isOpenCampaign(campaign.status)) decided(refuse('campaign-ended', 'A campaign that ended gives no links.'));
      const link = await repos.own.refresh.replaceGoLink(principal.organisationId, campaignId, newToken(), this.deps.now());
      await repos.audit.append(campaignAudit(principal, REFRESH_GO_SLUG, { action: 'campaign.share-link-issued', entityType: 'campaign', entityId: campaignId }));
      return { url: this.urlOf(link.token), revoked: false };
    });
  }

  /**
   * The campaign behind a shareable token, while it is open. Any other token answers 404 alike: an unknown one, a
   * replaced one (gone from the table), and one whose campaign ended, which like a withdrawn person's link tells nothing.
   */
  private async open(repos: CampaignRepositories, token: string): Promise<CampaignRow> {
    const link = await repos.own.refresh.goLinkByToken(token);
    const campaign = link && (await repos.own.campaigns.find(link.organisationId, link.campaignId));
    if (!link || link.revokedAt || !campaign || campaign.kind !== REFRESH_GO_SLUG || !isOpenCampaign(campaign.status)) throw notFound('link');
    return campaign;
  }

  async show(token: string) {
    const { repos } = this.deps.store;
    const campaign = await this.open(repos, token);
    return { campaignName: campaign.name, url: this.urlOf(token), kits: await this.offeredKits(repos, campaign) };
  }

  /** The Device Hub's kits an admin may offer in a campaign. */
  async kits(principal: StaffPrincipal) {
    return { items: await this.deps.deviceKits.kits(this.deps.store.repos, principal.organisationId) };
  }

  /** The kits the campaign offers that the Device Hub still has (one retired since is no longer offered). */
  private offeredKits(repos: CampaignRepositories, campaign: CampaignRow) {
    const { kitIds } = RefreshGoRules.parse(campaign.rules);
    return kitIds.length === 0 ? Promise.resolve([]) : this.deps.deviceKits.kits(repos, campaign.organisationId, kitIds);
  }

  /** The new device a start asks for: one of the offered kits when the campaign offers any, else the words given. */
  private async choiceOf(repos: CampaignRepositories, campaign: CampaignRow, body: z.output<typeof RefreshGoStart>): Promise<DeviceChoice> {
    const kits = await this.offeredKits(repos, campaign);
    if (kits.length === 0) {
      return body.newDevice ? { newDevice: body.newDevice, kitId: null } : decided(refuse('device-required', 'Name the new device you want.'), 'newDevice');
    }
    const kit = kits.find((each) => each.id === body.kitId);
    if (kit) return { newDevice: kit.name, kitId: kit.id };
    return body.kitId
      ? decided(refuse('kit-not-offered', 'The campaign does not offer this kit.'), 'kitId')
      : decided(refuse('kit-required', 'Pick one of the offered kits.'), 'kitId');
  }

  /**
   * An employee starts their refresh. Whatever the address, the answer is the same: a stranger learns nothing of who
   * works there. A member of the campaign's organisation who has not started yet is recorded (the device they want,
   * their person on the campaign) and added to the campaign's Recover campaign with the devices they hold.
   */
  async start(token: string, body: z.output<typeof RefreshGoStart>) {
    const started = await this.deps.store.transaction(async (repos) => {
      const campaign = await this.open(repos, token);
      const { organisationId } = campaign;
      const choice = await this.choiceOf(repos, campaign, body);
      const user = await repos.users.findByEmail(body.email);
      if (!user || user.organisationId !== organisationId) return false;
      if (await repos.own.refresh.goStartOf(organisationId, campaign.id, user.id)) return false;
      const returns = await this.returnCampaignOf(repos, campaign);
      const devices = await this.deps.assetLifecycle.devices(repos, organisationId, { holderIds: [user.id], heldOnly: true, limit: DEVICE_LIMIT });
      const [returning] = await this.people.addPeople(repos, returns, [{ userId: user.id, assetIds: devices.map((device) => device.assetId) }], 'body.email');
      await this.markStarted(repos, campaign, user, choice);
      await repos.own.refresh.insertGoStart({
        organisationId,
        campaignId: campaign.id,
        userId: user.id,
        newDevice: choice.newDevice,
        reference: choice.kitId,
        returnCampaignId: returns.id,
        returnPersonId: returning?.id ?? null,
      });
      return true;
    });
    if (started) this.reminders.wake();
    return { received: true as const };
  }

  /** The Recover campaign that takes this campaign's old devices back: opened by the first start, in its dates and words. */
  private async returnCampaignOf(repos: CampaignRepositories, campaign: CampaignRow): Promise<CampaignRow> {
    const id = await repos.own.refresh.returnCampaignOf(campaign.organisationId, campaign.id);
    const existing = id && (await repos.own.campaigns.find(campaign.organisationId, id));
    if (existing && isOpenCampaign(existing.status)) return existing;
    const today = dayOf(this.deps.now());
    const opened = await repos.own.campaigns.insert({
      organisationId: campaign.organisationId,
      kind: RECOVER_SLUG,
      name: `${campaign.name}: returns`,
      status: 'active',
      contactDate: today,
      deadline: campaign.deadline && campaign.deadline >= today ? campaign.deadline : null,
      message: campaign.message,
      reminderPolicy: campaign.reminderPolicy,
      linkDays: campaign.linkDays,
      rules: {},
      createdBy: campaign.createdBy,
      updatedAt: this.deps.now(),
    });
    await announceLaunch(this.deps.webhookEvents, repos, opened, this.deps.now());
    return opened;
  }

  /** The employee on the Refresh Go campaign itself, started, with the device they asked for. */
  private async markStarted(repos: CampaignRepositories, campaign: CampaignRow, user: { id: string; name: string; email: string }, data: DeviceChoice) {
    const { organisationId } = campaign;
    const now = this.deps.now();
    const listed = (await repos.own.people.all(organisationId, campaign.id)).find((person) => person.userId === user.id);
    const person = listed
      ? await repos.own.people.update(organisationId, listed.id, listed.version, { state: 'started', data: { ...listed.data, ...data } }, now)
      : await repos.own.people.insert({
          organisationId,
          campaignId: campaign.id,
          userId: user.id,
          name: user.name,
          email: user.email,
          state: 'started',
          contactDate: dayOf(now),
          round: 1,
          data,
          updatedAt: now,
        });
    if (!person) throw notFound('person');
    await repos.own.people.appendEvent({
      organisationId,
      campaignId: campaign.id,
      personId: person.id,
      type: 'refresh-go.started',
      fromState: listed?.state ?? null,
      toState: 'started',
      data,
      at: now,
    });
  }
}
