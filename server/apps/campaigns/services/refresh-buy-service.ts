import type { z } from 'zod';
import { campaignEvents } from './campaign-story';
import { PricingRules, type AcceptOffer, type AnswerDiagnostic, type DeclineOffer, type DeviceDiagnostic } from '../../../../contract/apps/campaigns/refresh-schemas';
import { isLockedOrDead } from '../../../../src/apps/campaigns/domain/refresh-condition';
import { gradeOf } from '../../../../src/apps/campaigns/domain/refresh-grade';
import { acceptRefusal, offerExpiresAt, offerIsOpen, refreshBuyPersonState } from '../../../../src/apps/campaigns/domain/refresh-offer';
import { ageBandOf, priceOf } from '../../../../src/apps/campaigns/domain/refresh-pricing';
import { REFRESH_BUY_SLUG } from '../../../../src/apps/campaigns/domain/slug';
import { notFound, ruleRefused, staleVersion, type FleetGrade, type StaffPrincipal } from '../../../kernel';
import type { CampaignRepositories } from '../repositories/repositories';
import type { CampaignDeps } from './service-deps';
import type { CampaignDeviceRow } from '../repositories/campaign-person-repository';
import type { CampaignRow } from '../repositories/campaign-repository';
import type { RefreshDiagnosticRow } from '../repositories/refresh-repository';
import { campaignOf } from './campaign-access';
import type { CampaignLinks, OpenedLink } from './campaign-links';

/** A refused rule of Refresh Buy: its code (`refresh.<code>`), which the pages word through `refusals.refresh.*`. */
const refreshRefused = (code: string, reason: string) => ruleRefused(reason, `refresh.${code}`);

const REFUSAL_TEXT = {
  'not-priced': 'The device has no price yet: answer the questionnaire first.',
  'already-decided': 'This device was already accepted or declined.',
  'offer-expired': 'The price has expired: answer the questionnaire again for a new one.',
} as const;

/** The campaign's rules; a campaign saved before its rules were checked has none, and prices nothing. */
function rulesOf(campaign: CampaignRow) {
  const rules = PricingRules.safeParse(campaign.rules);
  if (!rules.success) throw refreshRefused('no-rules', 'The campaign has no price rules yet.');
  return rules.data;
}

const dayOf = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : null);

/** Refresh Buy's use cases: the public diagnostic by link (answer, accept, decline) and the admin's view of it. */
export class RefreshBuyService {
  constructor(
    private readonly deps: Pick<CampaignDeps, 'store' | 'now' | 'assetLifecycle'>,
    private readonly links: CampaignLinks,
  ) {}

  private deviceView(device: CampaignDeviceRow, diagnostic: RefreshDiagnosticRow | undefined, now: Date): DeviceDiagnostic {
    const expiresAt = diagnostic?.expiresAt ?? null;
    return {
      deviceId: device.id,
      model: device.model,
      assetTag: device.assetTag,
      serial: device.serial,
      ageBand: ageBandOf(dayOf(device.purchaseDate), diagnostic?.pricedAt ?? now),
      state: diagnostic?.state ?? 'unanswered',
      answers: diagnostic?.answers ?? null,
      grade: diagnostic?.grade ?? null,
      price: diagnostic?.price ?? null,
      expiresAt: expiresAt?.toISOString() ?? null,
      expired: diagnostic?.state === 'priced' && expiresAt !== null && !offerIsOpen(expiresAt, now),
      chargeMethod: diagnostic?.chargeMethod ?? null,
      decidedAt: diagnostic?.decidedAt?.toISOString() ?? null,
    };
  }

  private async viewOf(repos: CampaignRepositories, opened: OpenedLink) {
    const { campaign, person } = opened;
    const now = this.deps.now();
    const devices = await repos.own.people.devicesOf(campaign.organisationId, [person.id]);
    const diagnostics = new Map((await repos.own.refresh.diagnosticsOfPerson(campaign.organisationId, person.id)).map((row) => [row.deviceId, row]));
    const rules = PricingRules.safeParse(campaign.rules);
    return {
      campaignName: campaign.name,
      personName: person.name,
      chargeMethods: rules.success ? rules.data.chargeMethods : [],
      devices: devices.map((device) => this.deviceView(device, diagnostics.get(device.id), now)),
    };
  }

  async show(token: string) {
    const repos = this.deps.store.repos;
    return this.viewOf(repos, await this.links.open(repos, REFRESH_BUY_SLUG, token));
  }

  /** One of the person's devices, and its diagnostic if it has one, inside the caller's transaction. */
  private async deviceOf(repos: CampaignRepositories, opened: OpenedLink, deviceId: string) {
    const { organisationId } = opened.campaign;
    const device = (await repos.own.people.devicesOf(organisationId, [opened.person.id])).find((row) => row.id === deviceId);
    if (!device) throw notFound('device');
    const diagnostic = (await repos.own.refresh.diagnosticsOfPerson(organisationId, opened.person.id)).find((row) => row.deviceId === deviceId);
    return { device, diagnostic };
  }

  /** The questionnaire grades the device and the campaign's rules price it; the price holds for the rules' days. */
  answer(token: string, body: z.output<typeof AnswerDiagnostic>) {
    return this.deps.store.transaction(async (repos) => {
      const now = this.deps.now();
      const opened = await this.links.open(repos, REFRESH_BUY_SLUG, token);
      const { campaign, person } = opened;
      const rules = rulesOf(campaign);
      const { device, diagnostic } = await this.deviceOf(repos, opened, body.deviceId);
      if (diagnostic?.decidedAt) throw refreshRefused('already-decided', REFUSAL_TEXT['already-decided']);
      const grade = gradeOf(body.answers);
      const price = priceOf(rules, { model: device.model, ageBand: ageBandOf(dayOf(device.purchaseDate), now), grade, lockedOrDead: isLockedOrDead(body.answers) });
      const priced = price.kind === 'priced';
      const values = {
        state: priced ? ('priced' as const) : ('awaiting-price' as const),
        answers: body.answers,
        grade,
        price: priced ? price.amount : null,
        pricedAt: priced ? now : null,
        expiresAt: priced ? offerExpiresAt(now, rules) : null,
      };
      const { organisationId } = campaign;
      if (diagnostic) {
        if (!(await repos.own.refresh.updateDiagnostic(organisationId, diagnostic.id, diagnostic.version, values, now))) throw staleVersion();
      } else {
        await repos.own.refresh.insertDiagnostic({ organisationId, campaignId: campaign.id, personId: person.id, deviceId: device.id, ...values });
      }
      await repos.own.people.appendEvent({
        organisationId,
        campaignId: campaign.id,
        personId: person.id,
        deviceId: device.id,
        type: priced ? 'refresh.priced' : 'refresh.no-rule',
        data: { grade, price: values.price },
      });
      await this.settlePerson(repos, opened);
      return this.viewOf(repos, opened);
    });
  }

  /**
   * Buying the device at the price shown: the charge is recorded for the wallet or payroll to settle, and the device
   * leaves the fleet through Manage's port, in the same transaction.
   */
  accept(token: string, body: z.output<typeof AcceptOffer>) {
    return this.decide(token, body.deviceId, 'accepted', async (repos, opened, device, diagnostic, now) => {
      const rules = rulesOf(opened.campaign);
      if (!rules.chargeMethods.includes(body.chargeMethod)) throw refreshRefused('charge-method', 'The campaign does not charge this way.');
      const { organisationId } = opened.campaign;
      await repos.own.refresh.insertCharge({
        organisationId,
        diagnosticId: diagnostic.id,
        personId: opened.person.id,
        userId: opened.person.userId,
        method: body.chargeMethod,
        amount: diagnostic.price ?? 0,
      });
      if (device.assetId) {
        await this.deps.assetLifecycle.markSold(repos, organisationId, device.assetId, {
          grade: (diagnostic.grade?.toLowerCase() ?? null) as FleetGrade | null,
          location: `Sold to ${opened.person.name}`,
          actorId: null,
          appSlug: REFRESH_BUY_SLUG,
          at: now,
        });
        const detail: Record<string, string> = diagnostic.grade ? { grade: diagnostic.grade } : {};
        const sold = { at: now, actorId: opened.person.userId, detail };
        await repos.lifeEvents.add(campaignEvents(opened.campaign, opened.person, 'sold', [device], sold));
      }
      return { chargeMethod: body.chargeMethod };
    });
  }

  decline(token: string, body: z.output<typeof DeclineOffer>) {
    return this.decide(token, body.deviceId, 'declined', async () => ({}));
  }

  private decide(
    token: string,
    deviceId: string,
    to: 'accepted' | 'declined',
    effect: (
      repos: CampaignRepositories,
      opened: OpenedLink,
      device: CampaignDeviceRow,
      diagnostic: RefreshDiagnosticRow,
      now: Date,
    ) => Promise<Partial<Pick<RefreshDiagnosticRow, 'chargeMethod'>>>,
  ) {
    return this.deps.store.transaction(async (repos) => {
      const now = this.deps.now();
      const opened = await this.links.open(repos, REFRESH_BUY_SLUG, token);
      const { device, diagnostic } = await this.deviceOf(repos, opened, deviceId);
      const refusal = acceptRefusal(diagnostic?.state ?? 'unanswered', diagnostic?.expiresAt ?? null, now);
      // Declining needs no open price: an expired price may be declined all the same.
      if (!diagnostic || (refusal && !(to === 'declined' && refusal === 'offer-expired'))) {
        const code = refusal ?? 'not-priced';
        throw refreshRefused(code, REFUSAL_TEXT[code]);
      }
      const values = { state: to, decidedAt: now, ...(await effect(repos, opened, device, diagnostic, now)) };
      const { organisationId } = opened.campaign;
      if (!(await repos.own.refresh.updateDiagnostic(organisationId, diagnostic.id, diagnostic.version, values, now))) throw staleVersion();
      await repos.own.people.appendEvent({
        organisationId,
        campaignId: opened.campaign.id,
        personId: opened.person.id,
        deviceId: device.id,
        type: `refresh.${to}`,
        data: { price: diagnostic.price, chargeMethod: values.chargeMethod ?? null },
      });
      await this.settlePerson(repos, opened);
      return this.viewOf(repos, opened);
    });
  }

  /** The person's state on the campaign follows their devices, so the details page's progress counts them. */
  private async settlePerson(repos: CampaignRepositories, { campaign, person }: OpenedLink) {
    const states = (await repos.own.refresh.diagnosticsOfPerson(campaign.organisationId, person.id)).map((row) => row.state);
    const state = refreshBuyPersonState(states);
    if (state === person.state) return;
    const updated = await repos.own.people.update(campaign.organisationId, person.id, person.version, { state }, this.deps.now());
    if (!updated) throw staleVersion();
  }

  /** The details page's Refresh Buy columns: grade, price and decision per device. */
  async diagnostics(principal: StaffPrincipal, campaignId: string) {
    const { repos } = this.deps.store;
    await campaignOf(repos, principal, REFRESH_BUY_SLUG, campaignId);
    const rows = await repos.own.refresh.diagnosticsOfCampaign(principal.organisationId, campaignId);
    return {
      items: rows.map((row) => ({
        personId: row.personId,
        deviceId: row.deviceId,
        state: row.state,
        grade: row.grade,
        price: row.price,
        expiresAt: row.expiresAt?.toISOString() ?? null,
        chargeMethod: row.chargeMethod,
        decidedAt: row.decidedAt?.toISOString() ?? null,
      })),
    };
  }
}
