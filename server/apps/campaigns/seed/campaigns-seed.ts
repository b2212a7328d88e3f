import { DEFAULT_LINK_DAYS } from '../../../../src/apps/campaigns/domain/campaign-link';
import type { CampaignKind } from '../../../../src/apps/campaigns/domain/campaign-kind';
import { pickupOptions } from '../../../../src/apps/campaigns/domain/recover-pickup';
import type { RecoverState } from '../../../../src/apps/campaigns/domain/recover-state';
import type { ConditionAnswers } from '../../../../src/apps/campaigns/domain/refresh-condition';
import { gradeOf } from '../../../../src/apps/campaigns/domain/refresh-grade';
import { offerExpiresAt } from '../../../../src/apps/campaigns/domain/refresh-offer';
import { ageBandOf, priceOf } from '../../../../src/apps/campaigns/domain/refresh-pricing';
import { DEFAULT_REFRESH_BUY_RULES } from '../../../../src/apps/campaigns/domain/refresh-rules';
import { DEFAULT_REMINDER_POLICY } from '../../../../src/apps/campaigns/domain/reminder-schedule';
import { LOOP_SLUG, RECOVER_SLUG, REFRESH_BUY_SLUG } from '../../../../src/apps/campaigns/domain/slug';
import type { FleetDevice, NewAuditRow } from '../../../kernel';
import type { CampaignOwnRepositories, CampaignRepositories } from '../repositories/repositories';
import type { CampaignDeps } from '../services/service-deps';
import type { CampaignRow } from '../repositories/campaign-repository';
import type { CampaignPersonRow } from '../repositories/campaign-person-repository';
import { seedLoopDemo } from './loop-seed';

const DAY_MS = 24 * 3600_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A device of a campaign's person: one of the fleet's (the demo employee's), or the facts of a leaver's, kept by the campaign. */
interface DemoDevice {
  readonly assetId: string | null;
  readonly assetTag: string | null;
  readonly model: string;
  readonly serial: string | null;
  readonly productType: string;
  /** `YYYY-MM-DD`. */
  readonly purchaseDate: string | null;
}

const laptop = (model: string, serial: string): DemoDevice => ({ assetId: null, assetTag: null, model, serial, productType: 'laptop', purchaseDate: null });
const fleetDevice = ({ assetId, assetTag, model, serial, productType, purchaseDate }: FleetDevice): DemoDevice => ({ assetId, assetTag, model, serial, productType, purchaseDate });

/**
 * Leavers of the Recover demo who have left the organisation (no account, their name and address kept by the campaign),
 * each at another step; none is waiting for a reminder, so the seed plans no mail and no job.
 */
const FORMER_STAFF: readonly { name: string; email: string; state: RecoverState; device: DemoDevice; answer?: 'pickup' | 'already-returned' }[] = [
  { name: 'Liam Leaver', email: 'liam.leaver@acme.test', state: 'pickup-booked', device: laptop('Dell Latitude 7440', 'DL7440-5XK2'), answer: 'pickup' },
  { name: 'Nora Nomad', email: 'nora.nomad@acme.test', state: 'in-transit', device: laptop('MacBook Pro 14', 'C02FN8NOMAD'), answer: 'already-returned' },
  { name: 'Omar Offline', email: 'omar.offline@acme.test', state: 'failed', device: laptop('ThinkPad T14', 'PF3OMAR1') },
];

/** The answers of a device in good order with light wear: grade B. */
const LIGHT_WEAR: ConditionAnswers = {
  powersOn: 'yes',
  screen: 'light-scratches',
  body: 'light-wear',
  battery: 'good',
  keyboardPorts: 'all-work',
  locked: 'no',
  accessories: 'charger',
};

/**
 * The demo organisation's campaigns, so that `npm start` shows each kind at work: a running Recover campaign with
 * people at different steps (the demo employee, working remotely, not yet contacted, for the admin to send her link
 * for her old phone), a Refresh Buy campaign where she was offered her laptop graded B, and Loop's collection. Her devices
 * are the fleet's (Manage seeds first), so receiving or selling one changes its asset. No reminder is planned, so the
 * demo sends no mail on its own; the first of `people` is the demo employee.
 */
export async function seedCampaignsDemo(
  kernelAndOwn: CampaignRepositories,
  organisationId: string,
  people: readonly string[],
  ports: Pick<CampaignDeps, 'assetLifecycle'>,
): Promise<void> {
  const repos = kernelAndOwn.own;
  const now = new Date();
  const employee = (await repos.people.membersOf(organisationId, people.slice(0, 1)))[0];
  const fleet = employee ? await ports.assetLifecycle.devices(kernelAndOwn, organisationId, { holderIds: [employee.id], heldOnly: true, limit: 50 }) : [];
  const held = (productType: string) => fleet.find((device) => device.productType === productType);
  const phone = held('phone');
  const ownLaptop = held('laptop');

  const returns = await campaign(repos, organisationId, RECOVER_SLUG, now, {
    name: 'Leavers and remote staff: November',
    message: 'Thank you for your time with us. Please send back the devices listed below; a courier can collect them.',
    rules: {},
  });
  if (employee && phone) await person(repos, returns, { userId: employee.id, name: employee.name, email: employee.email, state: 'requested' }, fleetDevice(phone));
  for (const former of FORMER_STAFF) {
    const row = await person(repos, returns, { userId: null, name: former.name, email: former.email, state: former.state }, former.device);
    if (!former.answer) continue;
    const [slot] = pickupOptions(dayOf(now), returns.deadline);
    const pickup = former.answer === 'pickup' && slot;
    await repos.recoverReturns.save(
      {
        personId: row.id,
        organisationId,
        address: 'Gartenweg 5, 80331 München',
        phone: '+49 89 1234567',
        hasPackaging: former.answer === 'pickup',
        pickupDay: pickup ? slot.day : null,
        pickupSlot: pickup ? slot.slot : null,
        alreadyReturnedNote: former.answer === 'already-returned' ? 'Sent it by DHL on Monday, parcel 00340434161234567890.' : null,
      },
      now,
    );
  }

  if (employee && ownLaptop) {
    const rules = { ...DEFAULT_REFRESH_BUY_RULES, chargeMethods: ['payroll', 'wallet'] as const };
    const refresh = await campaign(repos, organisationId, REFRESH_BUY_SLUG, now, {
      name: 'Laptop refresh 2026',
      message: 'Your laptop is being replaced. If you would like to keep the old one, answer a few questions for your price.',
      rules,
    });
    const offered = fleetDevice(ownLaptop);
    const buyer = await person(repos, refresh, { userId: employee.id, name: employee.name, email: employee.email, state: 'priced' }, offered);
    const [device] = await repos.people.devicesOf(organisationId, [buyer.id]);
    const grade = gradeOf(LIGHT_WEAR);
    const price = priceOf(rules, { model: offered.model, ageBand: ageBandOf(new Date(`${offered.purchaseDate ?? dayOf(now)}T00:00:00Z`), now), grade, lockedOrDead: false });
    await repos.refresh.insertDiagnostic({
      organisationId,
      campaignId: refresh.id,
      personId: buyer.id,
      deviceId: device!.id,
      state: price.kind === 'priced' ? 'priced' : 'awaiting-price',
      answers: LIGHT_WEAR,
      grade,
      price: price.kind === 'priced' ? price.amount : null,
      pricedAt: now,
      expiresAt: offerExpiresAt(now, rules),
      chargeMethod: null,
      decidedAt: null,
    });
  }

  await seedLoopDemo(repos, organisationId, now);
  await seedPastAndPlanned(kernelAndOwn, organisationId, people, ports, now);

  // The trail has each campaign from the day it was set up: a week before its first contact, or today for a later one.
  const admin = people[1] ?? null;
  const trail: NewAuditRow[] = [];
  for (const kind of [RECOVER_SLUG, REFRESH_BUY_SLUG, LOOP_SLUG] as const) {
    for (const row of (await repos.campaigns.list(organisationId, kind, [], { page: 1, pageSize: 50 })).rows) {
      const setUp = new Date(Math.min(now.getTime(), Date.parse(`${row.contactDate}T09:00:00Z`) - 7 * DAY_MS));
      trail.push({ organisationId, userId: admin, impersonatorUserId: null, appSlug: kind, action: 'campaign.created', entityType: 'campaign', entityId: row.id, before: null, after: { name: row.name }, createdAt: setUp });
    }
  }
  await kernelAndOwn.audit.appendMany(trail);
}

/** Leavers of the summer, each at their end: the one still with an account brought his laptop back. */
const SUMMER_LEAVERS: readonly { name: string; email: string; state: RecoverState; outcome: string; disposition: string | null; device: DemoDevice }[] = [
  { name: 'Ines Ibarra', email: 'ines.ibarra@acme.test', state: 'processed', outcome: 'returned', disposition: 'recycled', device: laptop('Latitude 7420', '8KQ2W73') },
  { name: 'Pavel Horak', email: 'pavel.horak@acme.test', state: 'failed', outcome: 'not-returned', disposition: null, device: laptop('EliteBook 845 G8 Notebook PC', '5CG1374QZT') },
];

/**
 * The year's other campaigns: the summer's Recover campaign, closed, its leavers processed or failed; and a Refresh
 * Buy campaign of old phones, scheduled for next month, its people invited once it starts. Nothing is planned to be
 * sent: the scheduled one waits for the admin. `people` ends with the two who left.
 */
async function seedPastAndPlanned(kernelAndOwn: CampaignRepositories, organisationId: string, people: readonly string[], ports: Pick<CampaignDeps, 'assetLifecycle'>, now: Date): Promise<void> {
  const repos = kernelAndOwn.own;
  const day = (days: number) => dayOf(new Date(now.getTime() - days * DAY_MS));
  const summer = await campaign(repos, organisationId, RECOVER_SLUG, new Date(now.getTime() - 130 * DAY_MS), {
    name: 'Leavers: summer',
    message: 'Thank you for your time with us. Please send back the devices listed below.',
    rules: {},
    status: 'closed',
    contactDate: day(160),
    deadline: day(130),
  });
  const [leaver] = people.length > 4 ? await repos.people.membersOf(organisationId, people.slice(-2, -1)) : [];
  const leavers = [
    // Marco still has his account: he left in the summer and brought his laptop back; it is in stock again.
    ...(leaver ? [{ userId: leaver.id, name: leaver.name, email: leaver.email, state: 'processed' as const, outcome: 'returned', disposition: 'restocked', device: laptop('ThinkPad E14', 'PF2K7Q9M') }] : []),
    ...SUMMER_LEAVERS.map((former) => ({ ...former, userId: null })),
  ];
  for (const { userId, name, email, state, outcome, disposition, device } of leavers) {
    await person(repos, summer, { userId, name, email, state }, device, { outcome, disposition });
  }

  const staff = people.slice(2, -2);
  const oldPhones = (await ports.assetLifecycle.devices(kernelAndOwn, organisationId, { holderIds: staff, heldOnly: true, purchasedBefore: day(2 * 365), limit: 200 }))
    .filter((device) => device.productType === 'phone')
    .slice(0, 6);
  if (oldPhones.length === 0) return;
  const spring = await campaign(repos, organisationId, REFRESH_BUY_SLUG, now, {
    name: 'Phone refresh: old phones',
    message: 'Your phone is being replaced. If you would like to keep the old one, answer a few questions for your price.',
    rules: DEFAULT_REFRESH_BUY_RULES,
    status: 'scheduled',
    contactDate: day(-30),
    deadline: day(-60),
  });
  const holders = new Map((await repos.people.membersOf(organisationId, oldPhones.map((device) => device.holderId!))).map((member) => [member.id, member]));
  for (const device of oldPhones) {
    const holder = holders.get(device.holderId!)!;
    await person(repos, spring, { userId: holder.id, name: holder.name, email: holder.email, state: 'invited' }, fleetDevice(device));
  }
}

/** A campaign of the demo, unless `values` say otherwise running, first contact five days ago, due in three weeks. */
function campaign(
  repos: CampaignOwnRepositories,
  organisationId: string,
  kind: CampaignKind,
  now: Date,
  values: Pick<CampaignRow, 'name' | 'message'> & { rules: unknown } & Partial<Pick<CampaignRow, 'status' | 'contactDate' | 'deadline'>>,
): Promise<CampaignRow> {
  return repos.campaigns.insert({
    organisationId,
    kind,
    status: 'active',
    contactDate: dayOf(new Date(now.getTime() - 5 * DAY_MS)),
    deadline: dayOf(new Date(now.getTime() + 21 * DAY_MS)),
    reminderPolicy: DEFAULT_REMINDER_POLICY,
    linkDays: DEFAULT_LINK_DAYS,
    updatedAt: now,
    ...values,
  });
}

async function person(
  repos: CampaignOwnRepositories,
  campaign: CampaignRow,
  who: Pick<CampaignPersonRow, 'userId' | 'name' | 'email' | 'state'>,
  device: DemoDevice,
  /** Where the device ended, for a person whose campaign is over. */
  end?: { outcome: string; disposition: string | null },
): Promise<CampaignPersonRow> {
  const { organisationId } = campaign;
  const row = await repos.people.insert({ organisationId, campaignId: campaign.id, contactDate: campaign.contactDate, round: 1, data: {}, updatedAt: campaign.updatedAt, ...who });
  await repos.people.insertDevices([
    { organisationId, campaignId: campaign.id, personId: row.id, ...device, outcome: end?.outcome ?? null, disposition: end?.disposition ?? null, grade: null, data: {}, updatedAt: campaign.updatedAt },
  ]);
  await repos.people.appendEvent({ organisationId, campaignId: campaign.id, personId: row.id, type: 'added', toState: row.state, actorId: null, data: {}, at: campaign.updatedAt });
  return row;
}
