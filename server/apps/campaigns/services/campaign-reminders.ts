import * as z from 'zod';
import { KIND_STATES } from '../../../../src/apps/campaigns/domain/campaign-kind-states';
import { PUBLIC_LINK_PATHS } from '../../../../src/apps/campaigns/domain/campaign-link';
import { isOpenCampaign } from '../../../../src/apps/campaigns/domain/campaign-status';
import { reminderSchedule } from '../../../../src/apps/campaigns/domain/reminder-schedule';
import { recipientLanguage, renderMail, type MailMessage, type MailParams, type MailTemplateName } from '../../../kernel';
import type { CampaignRepositories } from '../repositories/repositories';
import type { CampaignDeps } from './service-deps';
import type { CampaignLinkRow } from '../repositories/campaign-link-repository';
import type { CampaignReminderRow } from '../repositories/campaign-reminder-repository';
import type { CampaignRow } from '../repositories/campaign-repository';
import type { CampaignPersonRow } from '../repositories/campaign-person-repository';
import type { CampaignLinks } from './campaign-links';
import { announceLaunch } from './campaign-launch';

/** One step of a person's round, due at its time. */
export const REMINDER_JOB = 'campaigns.reminder';
/** A mail a step rendered, queued in the step's own transaction and delivered by the mail port. */
export const CAMPAIGN_MAIL_JOB = 'campaigns.mail';

const StepPayload = z.object({ organisationId: z.uuid(), reminderId: z.uuid() });
const MailPayload = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), organisationId: z.uuid() });

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The reminders as durable jobs. Each step of a round is a row and a job due at its time; the job locks the row, does
 * the step, and marks it done in the same transaction that queues the step's mail. A worker that dies before the
 * commit leaves the row to do again; one that dies after it leaves a done row, which the retried job skips: every
 * step's mail is queued once, whatever restarts.
 */
export class CampaignReminders {
  constructor(
    private readonly deps: Pick<CampaignDeps, 'store' | 'config' | 'now' | 'mail' | 'jobs' | 'webhookEvents'>,
    private readonly links: CampaignLinks,
  ) {}

  /** Plans the person's current round from `startDay` (never before today), inside the caller's transaction. */
  async schedule(repos: CampaignRepositories, campaign: CampaignRow, person: CampaignPersonRow): Promise<void> {
    if (!PUBLIC_LINK_PATHS[campaign.kind]) return;
    const now = this.deps.now();
    const today = dayOf(now);
    const startDay = person.contactDate > today ? person.contactDate : today;
    const steps = reminderSchedule(startDay, campaign.reminderPolicy, now);
    const rows = await repos.own.reminders.insertMany(
      steps.map((step) => ({ ...step, organisationId: campaign.organisationId, campaignId: campaign.id, personId: person.id, round: person.round })),
    );
    for (const row of rows) {
      await repos.jobs.enqueue(
        {
          kind: REMINDER_JOB,
          payload: { organisationId: row.organisationId, reminderId: row.id },
          organisationId: row.organisationId,
          target: person.email,
          maxAttempts: this.deps.config.jobs.maxAttempts,
          runAt: row.dueAt,
        },
        now,
      );
    }
  }

  /** The admin mails the person's link again, outside the round: the invitation's words, with the current link. */
  async resend(repos: CampaignRepositories, campaign: CampaignRow, person: CampaignPersonRow, link: CampaignLinkRow): Promise<void> {
    await this.queueMail(repos, campaign, person.email, 'campaignInvite', this.linkParams(campaign, person, link, 0));
    await repos.own.links.markSent(link.id, this.deps.now());
  }

  /** After the scheduling transaction committed: the worker looks now rather than at its next poll. */
  wake(): void {
    this.deps.jobs.nudge();
  }

  /** The reminder job: one step, done at most once. */
  async runStep(payload: unknown): Promise<void> {
    const { organisationId, reminderId } = StepPayload.parse(payload);
    const queued = await this.deps.store.transaction(async (repos) => {
      const step = await repos.own.reminders.claim(organisationId, reminderId);
      if (!step) return false;
      const person = await repos.own.people.lock(organisationId, step.personId);
      const campaign = await repos.own.campaigns.find(organisationId, step.campaignId);
      const outcome = person && campaign ? await this.doStep(repos, step, campaign, person) : 'superseded';
      await repos.own.reminders.markDone(step.id, outcome, this.deps.now());
      return outcome === 'sent';
    });
    if (queued) this.wake();
  }

  /** The delivery job: the rendered mail through the mail port (the development mailbox, or SMTP's own queue). */
  async deliver(payload: unknown): Promise<void> {
    await this.deps.mail.send(MailPayload.parse(payload));
  }

  private async doStep(repos: CampaignRepositories, step: CampaignReminderRow, campaign: CampaignRow, person: CampaignPersonRow) {
    const states = KIND_STATES[campaign.kind];
    if (person.round !== step.round) return 'superseded';
    if (!isOpenCampaign(campaign.status) || !states.silent.includes(person.state)) return 'skipped';
    const now = this.deps.now();
    const policy = campaign.reminderPolicy;
    switch (step.action) {
      case 'invite':
      case 'reminder': {
        const link = await this.links.current(repos, campaign, person);
        const params = this.linkParams(campaign, person, link, step.step);
        await this.queueMail(repos, campaign, person.email, step.action === 'invite' ? 'campaignInvite' : 'campaignReminder', params);
        await repos.own.links.markSent(link.id, now);
        if (step.action === 'invite') await this.invited(repos, campaign, person);
        return 'sent';
      }
      case 'admin-alert':
        await this.tellAdmin(repos, campaign, person, 'campaignAdminAlert', { days: policy.adminAfterDays, count: policy.reminders + 1, failDay: policy.failAfterDays });
        return 'sent';
      case 'auto-fail':
        await this.move(repos, campaign, person, states.failed, 'no-response');
        await this.tellAdmin(repos, campaign, person, 'campaignFailed', { days: policy.failAfterDays });
        return 'sent';
    }
  }

  private linkParams(campaign: CampaignRow, person: CampaignPersonRow, link: CampaignLinkRow, count: number): MailParams {
    return { name: person.name, campaign: campaign.name, message: campaign.message, link: this.links.urlOf(campaign.kind, link) ?? '', expires: dayOf(link.expiresAt), count };
  }

  private async invited(repos: CampaignRepositories, campaign: CampaignRow, person: CampaignPersonRow): Promise<void> {
    const launched = await repos.own.campaigns.activate(campaign.organisationId, campaign.id, this.deps.now());
    if (launched) await announceLaunch(this.deps.webhookEvents, repos, launched, this.deps.now());
    const states = KIND_STATES[campaign.kind];
    if (person.state === states.initial && states.invited !== states.initial) await this.move(repos, campaign, person, states.invited, 'send');
  }

  private async move(repos: CampaignRepositories, campaign: CampaignRow, person: CampaignPersonRow, to: string, type: string): Promise<void> {
    const now = this.deps.now();
    await repos.own.people.update(person.organisationId, person.id, person.version, { state: to }, now);
    await repos.own.people.appendEvent({
      organisationId: person.organisationId,
      campaignId: campaign.id,
      personId: person.id,
      type,
      fromState: person.state,
      toState: to,
      actorId: null,
      data: {},
      at: now,
    });
  }

  /** The campaign's creator hears of it, or, when they are gone, the organisation's admins. */
  private async tellAdmin(repos: CampaignRepositories, campaign: CampaignRow, person: CampaignPersonRow, template: MailTemplateName, params: MailParams) {
    const creator = campaign.createdBy ? await repos.users.find(campaign.organisationId, campaign.createdBy) : undefined;
    const admins = creator ? [creator] : await repos.users.admins(campaign.organisationId);
    const link = `${this.deps.config.publicUrl}/apps/${campaign.kind}/campaign-details/${campaign.id}`;
    for (const admin of admins) {
      await this.queueMail(repos, campaign, admin.email, template, { ...params, name: person.name, email: person.email, campaign: campaign.name, link });
    }
  }

  private async queueMail(repos: CampaignRepositories, campaign: CampaignRow, to: string, template: MailTemplateName, params: MailParams): Promise<void> {
    const language = await recipientLanguage(repos, to, campaign.organisationId);
    const message: MailMessage & { organisationId: string } = { to, organisationId: campaign.organisationId, ...renderMail(template, language, params) };
    await repos.jobs.enqueue(
      { kind: CAMPAIGN_MAIL_JOB, payload: message, organisationId: campaign.organisationId, target: to, maxAttempts: this.deps.config.jobs.maxAttempts, runAt: this.deps.now() },
      this.deps.now(),
    );
  }
}
