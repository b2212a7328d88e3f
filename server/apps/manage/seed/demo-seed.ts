import type { ProductType } from '../../../../src/apps/manage/domain/asset-status';
import { MANAGE_SLUG } from '../../../../src/apps/manage/domain/slug';
import { daysBefore, dayOf, demoDice, type NewAuditRow, type NewLifeEvent } from '../../../kernel';
import { managePaths } from '../../../../src/apps/manage/domain/paths';
import { assetEvent } from '../services/asset-story';
import type { PlacesPort } from '../../../kernel';
import type { ManageRepositories } from '../repositories/repositories';
import { FLEET_SITES, planFleet, type FleetPerson, type PlannedAsset } from './demo-fleet';

/**
 * The demo company's sites, matched in Locations by name or added there: Commerce's seed, after this one, makes the
 * Berlin office its shipping default and the Hamburg warehouse its stock location.
 */
const SITES = [
  { name: FLEET_SITES.berlin, line1: 'Friedrichstraße 68', city: 'Berlin', postcode: '10117', country: 'DE' },
  { name: FLEET_SITES.london, line1: '1 Finsbury Avenue', city: 'London', postcode: 'EC2M 2PF', country: 'GB' },
  { name: FLEET_SITES.warehouse, line1: 'Am Sandtorkai 50', city: 'Hamburg', postcode: '20457', country: 'DE' },
  // Opened this year: no device there yet, but orders may go there.
  { name: 'Paris office', line1: '12 Rue de la Paix', city: 'Paris', postcode: '75002', country: 'FR' },
];

/** How often the demo company audits each device. */
const DEMO_AUDIT_INTERVAL_MONTHS = 12;

/** Days ago that the last two people left: one long gone, one this week with her devices still out. */
const LEFT_DAYS_AGO = [150, 6] as const;
/** The two people before the leavers started this month. */
const NEW_STARTER_DAYS = [12, 25] as const;

/**
 * Acme's fleet for the demo (see demo-fleet.ts), the two leavers' departure, accessories some of which people hold,
 * software and licences whose seats most people take, and the trail of the year: bought, handed out, offboarded.
 * `people` is the employee, the admin, then the rest of the staff, the last two of whom have left.
 */
export async function seedManageDemo(repos: ManageRepositories, organisationId: string, people: readonly string[], places: PlacesPort): Promise<void> {
  const own = repos.own;
  const now = new Date();
  const dice = demoDice(26);
  const [employee, admin = employee] = people;
  if (!employee || !admin) return;
  const leavers = people.length > 4 ? people.slice(-2) : [];
  const starters = people.length > 6 ? people.slice(-4, -2) : [];
  const fleetPeople: FleetPerson[] = people.map((id, index) => {
    const leaver = leavers.indexOf(id);
    const starter = starters.indexOf(id);
    const extras: ProductType[] =
      index < 2 ? ['phone', 'monitor'] : (['phone', 'monitor', 'tablet', 'desktop'] as const).filter((type) => dice.chance(type === 'phone' || type === 'monitor' ? 0.4 : 0.06));
    return {
      id,
      // The demo employee works from home (her Recover campaign sends a courier there).
      site: index === 0 ? FLEET_SITES.remote : dice.pick([FLEET_SITES.berlin, FLEET_SITES.berlin, FLEET_SITES.london, FLEET_SITES.remote]),
      tenureDays: starter >= 0 ? NEW_STARTER_DAYS[starter]! : dice.between(400, 2_500),
      leftDaysAgo: leaver >= 0 ? LEFT_DAYS_AGO[leaver]! : null,
      extras,
    };
  });
  // The demo employee's laptop is the one Refresh Buy offers her: past its three years of warranty.
  fleetPeople[0] = { ...fleetPeople[0]!, tenureDays: 1_300, laptopAgeDays: 1_150 };
  const fleet = planFleet(organisationId, fleetPeople, dice, now);
  const sites = (await places.matchOrAdd(repos, organisationId, SITES)).ids;
  // A yearly audit, as most firms' auditors ask: the demo's Audit Manager has due and overdue devices to show.
  await own.configure.saveSettings(organisationId, 0, DEMO_AUDIT_INTERVAL_MONTHS, now);
  await own.assets.insertMany(fleet.map(({ row, site }) => ({ ...row, locationId: sites.get(site.toLowerCase()) ?? null })));
  const ids = new Map((await own.assets.all(organisationId, {}, fleet.length)).map((asset) => [asset.assetTag, asset.id]));

  for (const [index, userId] of leavers.entries()) {
    const person = await own.people.find(organisationId, userId);
    if (person) await own.people.offboard(organisationId, userId, person.user.version, admin, daysBefore(now, LEFT_DAYS_AGO[index]!));
  }

  const leaving = new Set(leavers);
  const active = people.filter((id) => !leaving.has(id));
  const stock = [
    { name: 'USB-C dock', category: 'Docks', total: 30, lowStockThreshold: 5, holders: active.filter((_, index) => index % 3 !== 1) },
    { name: 'Wireless keyboard', category: 'Keyboards', total: 40, lowStockThreshold: 10, holders: active.filter((_, index) => index % 2 === 0) },
    // The Shop sells these (its product is linked to this accessory): all on the shelf.
    { name: 'Noise-cancelling headset', category: 'Headsets', total: 6, lowStockThreshold: 8, holders: [] },
  ];
  for (const { holders, ...accessory } of stock) {
    const id = await own.stock.insert(organisationId, { ...accessory, available: accessory.total - holders.length, locationId: sites.get(FLEET_SITES.warehouse.toLowerCase()) ?? null });
    await own.stock.addCheckouts(organisationId, id, holders);
  }

  const titles = [
    { name: 'Microsoft 365', publisher: 'Microsoft', seats: 45, holders: active, expiresOn: '2027-03-31' },
    { name: 'Adobe Creative Cloud', publisher: 'Adobe', seats: 6, holders: active.slice(2, 7), expiresOn: '2027-03-31' },
    // Full: the next developer needs a seat bought first.
    { name: 'JetBrains All Products', publisher: 'JetBrains', seats: 4, holders: active.slice(7, 11), expiresOn: '2027-03-31' },
    { name: 'Figma Professional', publisher: 'Figma', seats: 8, holders: active.slice(2, 8), expiresOn: null },
  ];
  for (const { seats, holders, expiresOn, ...title } of titles) {
    const softwareId = await own.licences.insertSoftware(organisationId, { ...title, category: 'Productivity' });
    const licenceId = await own.licences.insertLicence(organisationId, {
      softwareId,
      name: `${title.name} subscription`,
      seats,
      licenceKey: `${title.publisher.slice(0, 4).toUpperCase()}-2026-DEMO-${seats.toString().padStart(4, '0')}`,
      // Figma renews in three weeks: the licences list shows one about to expire.
      expiresOn: expiresOn ?? dayOf(daysBefore(now, -21)),
    });
    await own.licences.addSeats(organisationId, licenceId, holders, now);
  }

  const departures = leavers.map((userId, index) => ({ userId, at: daysBefore(now, LEFT_DAYS_AGO[index]!) }));
  await repos.audit.appendMany(trailOf(organisationId, fleet, ids, admin, now, departures));
  await repos.lifeEvents.add(await storyOf(repos, organisationId, fleet, ids, admin, departures));
}

/**
 * The fleet's life story as Manage tells it, from each device's purchase: added, handed to its holder, and the
 * leavers' departures; the other apps' seeds tell their own steps.
 */
async function storyOf(
  repos: ManageRepositories,
  organisationId: string,
  fleet: readonly PlannedAsset[],
  ids: ReadonlyMap<string, string>,
  admin: string,
  departures: readonly { userId: string; at: Date }[],
): Promise<NewLifeEvent[]> {
  const steps = fleet.flatMap(({ row, boughtAt, handedAt }) => {
    const asset = { id: ids.get(row.assetTag)!, organisationId, assetTag: row.assetTag };
    const added = assetEvent(admin, asset, 'added', null, boughtAt);
    return handedAt && row.assigneeId ? [added, assetEvent(admin, asset, 'checked-out', row.assigneeId, handedAt)] : [added];
  });
  const leavers = await repos.users.findMany(organisationId, departures.map(({ userId }) => userId));
  for (const { userId, at } of departures) {
    const name = leavers.find((user) => user.id === userId)?.name ?? '';
    steps.push({ organisationId, at, appSlug: MANAGE_SLUG, kind: 'offboarded', assetId: null, personId: userId, actorId: admin, subject: name, href: managePaths.user(userId) });
  }
  return steps;
}

/** The year's entries in Manage's trail, dated when they happened: assets bought and handed out, people offboarded. */
function trailOf(
  organisationId: string,
  fleet: readonly PlannedAsset[],
  ids: ReadonlyMap<string, string>,
  admin: string,
  now: Date,
  departures: readonly { userId: string; at: Date }[],
): NewAuditRow[] {
  const yearAgo = daysBefore(now, 365);
  const entry = (createdAt: Date, action: string, entityType: string, entityId: string | null, before: unknown, after: unknown): NewAuditRow => ({
    organisationId,
    userId: admin,
    impersonatorUserId: null,
    appSlug: MANAGE_SLUG,
    action,
    entityType,
    entityId,
    before,
    after,
    createdAt,
  });
  const entries: NewAuditRow[] = [];
  for (const { row, boughtAt, handedAt } of fleet) {
    if (boughtAt < yearAgo) continue;
    const id = ids.get(row.assetTag) ?? null;
    const { assetTag, model, productType, serial, purchaseDate, costCents } = row;
    entries.push(entry(boughtAt, 'asset.created', 'asset', id, null, { assetTag, model, productType, serial, purchaseDate, costCents }));
    if (handedAt) entries.push(entry(handedAt, 'asset.checked-out', 'asset', id, { status: 'in-stock', assigneeId: null }, { status: 'deployed', assigneeId: row.assigneeId }));
  }
  for (const { userId, at } of departures) {
    const pendingReturn = fleet.filter(({ row }) => row.assigneeId === userId && row.status === 'pending-return').length;
    entries.push(entry(at, 'person.offboarded', 'user', userId, null, { pendingReturn, freedSeats: 0, endedSessions: 0, recoverCampaignId: null }));
  }
  return entries;
}
