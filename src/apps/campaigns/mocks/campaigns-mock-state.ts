import type * as z from 'zod';
import type { CampaignDetail, CampaignDevice, CampaignPerson } from '../../../../contract/apps/campaigns/campaign-schemas';
import { ADMIN_RECOVER_MOVES, type RecoverReturnView } from '../../../../contract/apps/campaigns/recover-schemas';
import { ProblemTypes } from '../../../../contract/problem';
import type { CampaignKind } from '../domain/campaign-kind';
import { KIND_STATES } from '../domain/campaign-kind-states';
import { DEFAULT_LINK_DAYS, linkStateOf } from '../domain/campaign-link';
import { campaignActionsOf, isOpenCampaign } from '../domain/campaign-status';
import { recoverMovesFrom, retrievalOutcome, type RecoverDevice, type RecoverState } from '../domain/recover-state';
import { DEFAULT_REMINDER_POLICY } from '../domain/reminder-schedule';
import { leaverCampaign } from '../domain/leaver-campaign';
import { manageDataOf } from '../../manage/mocks/mock-state';
import { MockProblem, mockNotFound, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { MOCK_DEMO, newId, newToken, type MockState, type MockUser } from '../../../../tests/mocks/mock-state';
import type { LoopDevice } from '../../../../contract/apps/campaigns/loop-schemas';
import type { RefreshDiagnosticView } from '../../../../contract/apps/campaigns/refresh-schemas';
import type { RefreshBuyRules } from '../domain/refresh-rules';

/** A Loop device in memory: the answer's fields and the campaign it belongs to. */
export type MockLoopDevice = z.output<typeof LoopDevice> & { readonly campaignId: string };

/** A person's public diagnostic in memory: the page as the server answers it, and the campaign's rules. */
export interface MockDiagnostic {
  readonly link: string;
  /** The campaign and person the diagnostic is of, for the details page's rows. */
  readonly campaignId?: string;
  readonly personId?: string;
  readonly rules: RefreshBuyRules;
  /** `expired` or `revoked` makes the link answer 410 with that reason. */
  readonly linkState?: 'active' | 'expired' | 'revoked';
  page: RefreshDiagnosticView;
}

type Detail = z.output<typeof CampaignDetail>;
type Person = z.output<typeof CampaignPerson>;
type Device = z.output<typeof CampaignDevice>;

/** A campaign as the mocks keep it: the detail's own fields; counts, progress and actions follow from its people. */
export type MockCampaign = Omit<Detail, 'people' | 'done' | 'progress' | 'actions'> & { readonly organisationId: string };

/** A person of a campaign; moves and outcome follow from their state and devices, the link from the links. */
export type MockCampaignPerson = Omit<Person, 'moves' | 'outcome' | 'link'> & { readonly organisationId: string; readonly campaignId: string };

/** A person's public link; the token is kept in the clear here, since the mocks have no secret to hash it with. */
interface MockCampaignLink {
  readonly token: string;
  readonly personId: string;
  readonly expiresAt: string;
  revokedAt: string | null;
  lastSentAt: string | null;
  openedAt: string | null;
}

/** A Recover person's answers on the help-with-return page. */
type MockReturnAnswer = NonNullable<RecoverReturnView['answer']>;

const DAY_MS = 24 * 3600_000;
const nowIso = () => new Date().toISOString();
export const today = () => nowIso().slice(0, 10);

/** An expired link; a withdrawn one answers as an unknown one, as the server's do. */
export const linkExpired = () => new MockProblem(410, ProblemTypes.linkGone, 'This link no longer works', undefined, { code: 'link-expired', params: {} });

/**
 * Every campaign kind's records beside the shell's, per mock state: the pattern's campaigns, people and links, and
 * each kind's own (Recover's answers, Refresh Buy's diagnostics, Refresh Go's address, Loop's devices). Acme starts
 * with an active Recover campaign for Eve Employee, due in three weeks, whose link `eveReturnLink` opens her help-with-return page.
 */
export class CampaignsMockData {
  readonly campaigns: MockCampaign[] = [];
  readonly people: MockCampaignPerson[] = [];
  readonly links: MockCampaignLink[] = [];
  readonly returns = new Map<string, MockReturnAnswer>();
  readonly diagnostics: MockDiagnostic[] = [];
  readonly loopDevices: MockLoopDevice[] = [];
  readonly goLinks = new Map<string, { token: string; revoked: boolean }>();
  /** The kits ordered for Refresh Go's people; an order's number is its place here. */
  readonly kitOrders: { personId: string; kitId: string; placeId: string }[] = [];
  readonly eveReturnLink: string;

  constructor(readonly state: MockState) {
    const eve = state.userByEmail(MOCK_DEMO.employee.email)!;
    // Due in three weeks, as the server's demo campaigns are: a Recover campaign runs until its deadline.
    const deadline = new Date(Date.now() + 21 * DAY_MS).toISOString().slice(0, 10);
    const leavers = this.addCampaign(eve.organisationId, 'recover', { name: 'Leavers November', message: 'Thank you for your time with us. Please send your laptop back.', deadline });
    const person = this.addPerson(leavers, eve, { state: 'awaiting-employee' });
    this.eveReturnLink = this.issueLink(person).token;
  }

  addCampaign(organisationId: string, kind: CampaignKind, values: Partial<MockCampaign> = {}): MockCampaign {
    const campaign: MockCampaign = {
      id: newId(),
      organisationId,
      kind,
      name: `${kind} campaign`,
      status: 'active',
      contactDate: today(),
      deadline: null,
      message: 'Please answer through your link.',
      reminderPolicy: DEFAULT_REMINDER_POLICY,
      linkDays: DEFAULT_LINK_DAYS,
      rules: {},
      createdAt: nowIso(),
      version: 1,
      ...values,
    };
    this.campaigns.unshift(campaign);
    return campaign;
  }

  /** As offboarding proposes it on the server: a scheduled Recover campaign for the leaver and the devices they held. */
  proposeForLeaver(user: MockUser, assetIds: readonly string[]): MockCampaign {
    const campaign = this.addCampaign(user.organisationId, 'recover', { ...leaverCampaign(user.name, new Date()), status: 'scheduled' });
    this.addPerson(campaign, user, { assetIds });
    return campaign;
  }

  /** A member joins the campaign with the fleet's devices they hold, or those named. */
  addPerson(campaign: MockCampaign, user: MockUser, values: Partial<MockCampaignPerson> & { assetIds?: readonly string[] } = {}): MockCampaignPerson {
    const { assetIds, ...rest } = values;
    const person: MockCampaignPerson = {
      id: newId(),
      organisationId: campaign.organisationId,
      campaignId: campaign.id,
      userId: user.id,
      name: user.name,
      email: user.email,
      state: KIND_STATES[campaign.kind].initial,
      contactDate: campaign.contactDate,
      round: 1,
      devices: this.devicesOf(user, assetIds),
      remindersSent: 0,
      nextReminderAt: null,
      data: {},
      updatedAt: nowIso(),
      version: 1,
      ...rest,
    };
    this.people.push(person);
    return person;
  }

  /** The fleet's devices of a member, as a campaign copies them: those named, else all they hold. */
  devicesOf(user: MockUser, assetIds?: readonly string[]): Device[] {
    const fleet = manageDataOf(this.state).assets.filter((asset) => asset.organisationId === user.organisationId);
    const chosen = assetIds ? fleet.filter((asset) => assetIds.includes(asset.id)) : fleet.filter((asset) => asset.assigneeId === user.id);
    return chosen.map((asset) => ({
      id: newId(),
      assetId: asset.id,
      assetTag: asset.assetTag,
      serial: asset.serial,
      model: asset.model,
      productType: asset.productType,
      purchaseDate: asset.purchaseDate,
      outcome: null,
      disposition: null,
      grade: null,
      data: {},
      version: 1,
    }));
  }

  /** The caller's campaign of this kind, or 404 as the server answers another organisation's. */
  campaignOf(caller: StaffCaller, kind: CampaignKind, id: string): MockCampaign {
    const found = this.campaigns.find((each) => each.id === id && each.kind === kind && each.organisationId === caller.user.organisationId);
    if (!found) throw mockNotFound('campaign');
    return found;
  }

  peopleOf(campaign: MockCampaign): MockCampaignPerson[] {
    return this.people.filter((person) => person.campaignId === campaign.id);
  }

  personOf(campaign: MockCampaign, personId: string): MockCampaignPerson {
    const found = this.peopleOf(campaign).find((person) => person.id === personId);
    if (!found) throw mockNotFound('person');
    return found;
  }

  /** Replaces a person with their changed values, one version on. */
  change(person: MockCampaignPerson, values: Partial<MockCampaignPerson>): MockCampaignPerson {
    const next = { ...person, ...values, updatedAt: nowIso(), version: person.version + 1 };
    this.people.splice(this.people.indexOf(person), 1, next);
    return next;
  }

  changeCampaign(campaign: MockCampaign, values: Partial<MockCampaign>): MockCampaign {
    const next = { ...campaign, ...values, version: campaign.version + 1 };
    this.campaigns.splice(this.campaigns.indexOf(campaign), 1, next);
    return next;
  }

  detail(campaign: MockCampaign): Detail {
    const people = this.peopleOf(campaign);
    const { ended } = KIND_STATES[campaign.kind];
    const progress: Record<string, number> = {};
    for (const person of people) progress[person.state] = (progress[person.state] ?? 0) + 1;
    const { organisationId: _organisation, ...own } = campaign;
    return { ...own, people: people.length, done: people.filter((person) => ended.includes(person.state)).length, progress, actions: campaignActionsOf(campaign.status) };
  }

  /** The person as the details page lists them: Recover's moves and outcome, and their newest link. */
  view(person: MockCampaignPerson): Person {
    const campaign = this.campaigns.find((each) => each.id === person.campaignId)!;
    const recover = campaign.kind === 'recover';
    const devices: RecoverDevice[] = person.devices.map((device) => ({ id: device.id, outcome: device.outcome as RecoverDevice['outcome'], disposition: device.disposition as RecoverDevice['disposition'] }));
    const link = this.latestLink(person.id);
    const { organisationId: _organisation, campaignId: _campaign, ...own } = person;
    const answer = this.returns.get(person.id);
    return {
      ...own,
      moves: recover ? recoverMovesFrom(person.state as RecoverState).filter((move) => (ADMIN_RECOVER_MOVES as readonly string[]).includes(move)) : [],
      outcome: recover ? retrievalOutcome(devices) : null,
      link: link ? { status: linkStateOf({ expiresAt: new Date(link.expiresAt), revokedAt: link.revokedAt ? new Date(link.revokedAt) : null }, new Date()), expiresAt: link.expiresAt, lastSentAt: link.lastSentAt, openedAt: link.openedAt } : null,
      data: { ...person.data, ...(answer && { address: answer.address, phone: answer.phone, hasPackaging: answer.hasPackaging, pickupDay: answer.pickup?.day ?? null, pickupSlot: answer.pickup?.slot ?? null, alreadyReturnedNote: answer.alreadyReturnedNote }) },
    };
  }

  latestLink(personId: string): MockCampaignLink | undefined {
    return this.links.filter((link) => link.personId === personId).at(-1);
  }

  /** A new link for the person; their earlier ones stop working. */
  issueLink(person: MockCampaignPerson): MockCampaignLink {
    this.revokeLinks(person.id);
    const campaign = this.campaigns.find((each) => each.id === person.campaignId)!;
    const link: MockCampaignLink = { token: newToken(), personId: person.id, expiresAt: new Date(Date.now() + campaign.linkDays * DAY_MS).toISOString(), revokedAt: null, lastSentAt: null, openedAt: null };
    this.links.push(link);
    return link;
  }

  revokeLinks(personId: string): void {
    for (const link of this.links) if (link.personId === personId && !link.revokedAt) link.revokedAt = nowIso();
  }

  /** The person behind a link that still works, with their campaign; 404 for an unknown or withdrawn one, 410 for an expired one. */
  openLink(kind: CampaignKind, token: string): { campaign: MockCampaign; person: MockCampaignPerson } {
    const link = this.links.find((each) => each.token === token);
    const person = link && this.people.find((each) => each.id === link.personId);
    const campaign = person && this.campaigns.find((each) => each.id === person.campaignId && each.kind === kind);
    const state = link && linkStateOf({ expiresAt: new Date(link.expiresAt), revokedAt: link.revokedAt ? new Date(link.revokedAt) : null }, new Date());
    if (!link || !person || !campaign || state === 'revoked') throw mockNotFound('link');
    if (state === 'expired') throw linkExpired();
    link.openedAt ??= nowIso();
    return { campaign, person };
  }

  /** A campaign that ends ends its links: every one when cancelled, those never opened when closed (as the server does). */
  endLinks(campaign: MockCampaign): void {
    if (isOpenCampaign(campaign.status)) return;
    const people = new Set(this.peopleOf(campaign).map((person) => person.id));
    for (const link of this.links) {
      if (people.has(link.personId) && !link.revokedAt && (campaign.status === 'cancelled' || !link.openedAt)) link.revokedAt = nowIso();
    }
  }
}

const data = new WeakMap<MockState, CampaignsMockData>();
export function campaignsDataOf(state: MockState): CampaignsMockData {
  let found = data.get(state);
  if (!found) data.set(state, (found = new CampaignsMockData(state)));
  return found;
}
