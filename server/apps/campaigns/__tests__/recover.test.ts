import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaignLinks } from '../schema/campaigns';
import { DEMO } from '../../../seed/demo-seed';
import { hashToken } from '../../../security/tokens';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { signedIn, otherOrganisation, type ApiClient as Client } from '../../../../tests/server/callers';
import { campaignDeps, campaignWorker, IDLE_JOBS } from './campaign-jobs';

const DAY = 24 * 3600_000;

let server: TestServer;
let offset = 0;
const now = () => new Date(Date.now() + offset);
/** Moves the server's clock and the test worker's together. */
const advance = (ms: number) => {
  server.advance(ms);
  offset += ms;
};
let jobs: ReturnType<typeof campaignWorker>;

beforeAll(async () => {
  server = await startTestServer(IDLE_JOBS);
  jobs = campaignWorker(campaignDeps(server.store, server.config, server.keys, now, server.mailbox));
});
afterAll(() => server.close());
let startedAt: Date;
beforeEach(async () => {
  await server.reset();
  offset = 0;
  startedAt = new Date();
});

/** The mails to `to` since the test began, newest first (the development mailbox outlives a reset). */
const mailsTo = (to: string) => server.mailbox.read(to).filter((mail) => mail.sentAt >= startedAt);

const today = () => now().toISOString().slice(0, 10);
const dayAfter = (days: number) => new Date(now().getTime() + days * DAY).toISOString().slice(0, 10);

interface Candidate {
  userId: string;
  email: string;
  devices: { assetId: string; model: string; productType: string; purchaseDate: string | null }[];
}
interface Person {
  id: string;
  state: string;
  outcome: string | null;
  version: number;
  remindersSent: number;
  link: { status: string } | null;
  devices: { id: string; assetId: string; outcome: string | null; disposition: string | null; grade: string | null }[];
  data: Record<string, unknown>;
}
interface ReturnView {
  state: string;
  open: boolean;
  devices: { model: string }[];
  pickupOptions: { day: string; slot: string }[];
  answer: { pickup: { day: string; slot: string } | null } | null;
}

const publicCall = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => server.call<T>(method, `/api/v1/public/recover/returns/${path}`, body === undefined ? {} : { body });

/** A Recover campaign for the leaver (the demo employee) and the first device they hold. */
async function leaverCampaign(admin: Client, contactDate = today()) {
  const candidates = await admin.call<{ items: Candidate[] }>('GET', '/recover/candidates');
  if (candidates.status !== 200) throw new Error(`candidates answered ${candidates.status}: ${candidates.text}`);
  const eve = candidates.body.items.find((candidate) => candidate.email === DEMO.employee.email)!;
  const device = eve.devices[0]!;
  const created = await admin.call<{ id: string; status: string }>('POST', '/recover/campaigns', {
    name: 'Eve leaves',
    contactDate,
    message: 'Thank you for your time with us. Please send your laptop back.',
    people: [{ userId: eve.userId, assetIds: [device.assetId] }],
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${created.text}`);
  const person = async () => (await admin.call<{ items: Person[] }>('GET', `/recover/campaigns/${created.body.id}/people`)).body.items[0]!;
  return { campaign: created.body, eve, device, person };
}

/** The link in the newest mail to `to`, and its token. */
function mailedLink(to: string) {
  const [mail] = mailsTo(to);
  const match = mail && /https?:\/\/\S+\/recover\/help-with-return\/([A-Za-z0-9_.-]+)/.exec(mail.text);
  if (!match) throw new Error(`no link mailed to ${to}`);
  return { mail: mail!, token: match[1]! };
}

describe('a Recover campaign, from the wizard to the fleet', () => {
  it('invites the leaver, takes their pickup through the public link, and puts the graded device back in Manage', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const { campaign, eve, device, person } = await leaverCampaign(admin);
    expect(campaign.status).toBe('active');
    expect((await person()).state).toBe('requested');

    await jobs.runDue();
    const { mail, token } = mailedLink(eve.email);
    expect(mail.subject).toContain('Eve leaves');
    expect(mail.text).toContain('Please send your laptop back.');
    expect(await person()).toMatchObject({ state: 'awaiting-employee', remindersSent: 1, link: { status: 'active' } });

    const page = await publicCall<ReturnView>('GET', token);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ state: 'awaiting-employee', open: true, devices: [{ model: device.model }] });
    const slot = page.body.pickupOptions[0]!;
    expect(slot.day > today()).toBe(true);

    const refused = await publicCall('POST', token, { address: 'Hauptstr. 1, 10115 Berlin', phone: '+49 30 1234567', hasPackaging: true, pickup: { day: '2001-01-01', slot: 'am' } });
    expect(refused.status).toBe(409);
    const booked = await publicCall<ReturnView>('POST', token, { address: 'Hauptstr. 1, 10115 Berlin', phone: '+49 30 1234567', hasPackaging: true, pickup: slot });
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ state: 'pickup-booked', answer: { pickup: slot } });
    expect((await person()).data).toMatchObject({ pickupDay: slot.day, pickupSlot: slot.slot, hasPackaging: true });

    const booking = await person();
    const moved = await admin.call<Person>('POST', `/recover/campaigns/${campaign.id}/people/${booking.id}/moves`, { version: booking.version, move: 'pick-up' });
    expect(moved.body.state).toBe('in-transit');
    const stale = await admin.call('POST', `/recover/campaigns/${campaign.id}/people/${booking.id}/moves`, { version: booking.version, move: 'cancel' });
    expect(stale.status).toBe(412);

    const deviceId = moved.body.devices[0]!.id;
    const received = await admin.call<Person>('POST', `/recover/campaigns/${campaign.id}/people/${booking.id}/devices/${deviceId}/receipt`, {
      version: moved.body.version,
      outcome: 'returned',
      grade: 'b',
      location: 'Berlin stock room',
    });
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({ state: 'received', outcome: 'returned', devices: [{ outcome: 'returned', grade: 'b' }] });

    // Back at a site of the company: matched in Locations by its name, or added there.
    const asset = await admin.call<{ status: string; condition: string; location: { name: string } | null; assignee: unknown }>('GET', `/manage/assets/${device.assetId}`);
    expect(asset.body).toMatchObject({ status: 'in-stock', condition: 'b', location: { name: 'Berlin stock room' }, assignee: null });

    const processed = await admin.call<Person>('POST', `/recover/campaigns/${campaign.id}/people/${booking.id}/devices/${deviceId}/processing`, {
      version: received.body.version,
      disposition: 'restocked',
      wiped: true,
      grade: 'a',
      location: 'Berlin shelf 3',
    });
    expect(processed.body).toMatchObject({ state: 'processed', devices: [{ disposition: 'restocked', grade: 'a' }] });
    expect((await admin.call('GET', `/manage/assets/${device.assetId}`)).body).toMatchObject({ status: 'in-stock', condition: 'a', location: { name: 'Berlin shelf 3' } });

    // The device's life story tells each step of the campaign, linked to it.
    const story = await admin.call<{ events: { kind: string; appSlug: string; subject: string; href: string; person: { id: string } | null; detail: object }[] }>('GET', `/manage/assets/${device.assetId}/story`);
    const steps = story.body.events.filter((event) => event.appSlug === 'recover' && event.kind.startsWith('campaign-'));
    const { assetTag } = (await admin.call<{ assetTag: string }>('GET', `/manage/assets/${device.assetId}`)).body;
    expect(steps.map((event) => event.kind)).toEqual(['campaign-invited', 'campaign-booked', 'campaign-received', 'campaign-graded']);
    for (const step of steps) expect(step).toMatchObject({ subject: 'Eve leaves', href: `/apps/recover/campaign-details/${campaign.id}`, person: { id: eve.userId } });
    expect(steps.map((event) => event.detail)).toEqual([
      { device: assetTag },
      { device: assetTag, day: slot.day, slot: slot.slot },
      { device: assetTag, outcome: 'returned', grade: 'b' },
      { device: assetTag, disposition: 'restocked', grade: 'a' },
    ]);

    // The pickup's parcel is a shipment of Shipping Label's one model: labelled when booked, moved with the retrieval.
    const shipments = await admin.call<{ items: { id: string; state: string; from: { line1: string; postcode: string; city: string; person: { id: string } | null } }[] }>(
      'GET',
      '/shipping/shipments?purpose=recover',
    );
    expect(shipments.body.items).toEqual([
      expect.objectContaining({ state: 'delivered', from: expect.objectContaining({ line1: 'Hauptstr. 1', postcode: '10115', city: 'Berlin', person: expect.objectContaining({ id: eve.userId }) }) }),
    ]);
    const parcel = story.body.events.filter((event) => event.appSlug === 'recover' && !event.kind.startsWith('campaign-'));
    expect(parcel.map((event) => event.kind)).toEqual(['label-created', 'shipped', 'delivered']);
    expect(parcel[0]!.href).toBe(`/apps/shipping-label/history?shipment=${shipments.body.items[0]!.id}`);

    const csv = await admin.call<{ content: string }>('GET', `/recover/campaigns/${campaign.id}/export`);
    expect(csv.status, csv.text).toBe(200);
    expect(csv.body.content.split('\r\n')[1]).toContain('processed');

    // Answered: the reminders still planned send nothing.
    advance(10 * DAY);
    await jobs.runDue();
    expect(mailsTo(eve.email)).toHaveLength(1);

  });

  it('labels one parcel per retrieval however often the pickup moves, and voids it when the retrieval is cancelled', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const { campaign, person } = await leaverCampaign(admin);
    await jobs.runDue();
    const { token } = mailedLink(DEMO.employee.email);
    const [first, second] = (await publicCall<ReturnView>('GET', token)).body.pickupOptions;
    const answer = { address: 'Kastanienallee 12\n04109 Leipzig', phone: '+49 341 1234567', hasPackaging: false };
    expect((await publicCall('POST', token, { ...answer, pickup: first })).status).toBe(200);
    expect((await publicCall('POST', token, { ...answer, pickup: second })).status).toBe(200);
    type Page = { items: { id: string; state: string; from: { city: string } }[] };
    const labelled = await admin.call<Page>('GET', '/shipping/shipments?purpose=recover');
    expect(labelled.body.items).toEqual([expect.objectContaining({ state: 'pre_transit', from: expect.objectContaining({ city: 'Leipzig' }) })]);

    const booked = await person();
    expect((await admin.call('POST', `/recover/campaigns/${campaign.id}/people/${booked.id}/moves`, { version: booked.version, move: 'cancel' })).status).toBe(200);
    expect((await admin.call<Page>('GET', '/shipping/shipments?purpose=recover')).body.items).toEqual([expect.objectContaining({ state: 'cancelled' })]);
  });

  it('takes "already returned" instead, and records a device that does not come back', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const { campaign, eve, person } = await leaverCampaign(admin);
    await jobs.runDue();
    const { token } = mailedLink(eve.email);
    const said = await publicCall<ReturnView>('POST', `${token}/already-returned`, { note: 'Handed it to reception on Friday.' });
    expect(said.body).toMatchObject({ state: 'in-transit' });
    const before = await person();
    const lost = await admin.call<Person>('POST', `/recover/campaigns/${campaign.id}/people/${before.id}/devices/${before.devices[0]!.id}/receipt`, {
      version: before.version,
      outcome: 'not-returned',
      location: 'unknown',
    });
    expect(lost.body).toMatchObject({ state: 'processed', outcome: 'not-returned' });
  });
});

describe('public links', () => {
  it('are unguessable, stored only as a hash, and end when re-issued, revoked or expired', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const { campaign, eve, person } = await leaverCampaign(admin);
    await jobs.runDue();
    const { token } = mailedLink(eve.email);
    // The server key's id, then a signature of the link's id under it.
    expect(token).toMatch(new RegExp(`^${server.keys.current.id}\\.[A-Za-z0-9_-]{43}$`));
    const rows = await server.database.db.select({ tokenHash: campaignLinks.tokenHash }).from(campaignLinks);
    expect(rows).toEqual([{ tokenHash: hashToken(token) }]);
    const unknown = await publicCall('GET', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect(unknown.status).toBe(404);

    // A copied link is a new one: the mailed one answers as if it never was.
    const copied = await admin.call<{ url: string }>('POST', `/recover/campaigns/${campaign.id}/people/${(await person()).id}/link`, { send: false });
    const copiedToken = copied.body.url.split('/').pop()!;
    expect(copiedToken).not.toBe(token);
    expect((await publicCall('GET', copiedToken)).status).toBe(200);
    const replaced = await publicCall('GET', token);
    expect([replaced.status, replaced.body]).toEqual([404, { ...(unknown.body as object), instance: `/api/v1/public/recover/returns/${token}` }]);

    expect((await admin.call('DELETE', `/recover/campaigns/${campaign.id}/people/${(await person()).id}/link`)).status).toBe(204);
    expect((await publicCall('GET', copiedToken)).status).toBe(404);

    const fresh = await admin.call<{ url: string; sent: boolean }>('POST', `/recover/campaigns/${campaign.id}/people/${(await person()).id}/link`, { send: true });
    const freshToken = fresh.body.url.split('/').pop()!;
    expect(freshToken).not.toBe(token);
    expect((await publicCall('GET', freshToken)).status).toBe(200);
    await jobs.runDue();
    expect(mailedLink(eve.email).token).toBe(freshToken);

    advance(46 * DAY);
    const expired = await publicCall<{ code: string }>('GET', freshToken);
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('link-expired');
  });
  it('all end when the campaign is cancelled; closing ends only those never opened', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const candidates = (await admin.call<{ items: Candidate[] }>('GET', '/recover/candidates')).body.items;
    const [eve, ada] = [DEMO.employee.email, DEMO.admin.email].map((email) => candidates.find((candidate) => candidate.email === email)!);
    const created = await admin.call<{ id: string; version: number }>('POST', '/recover/campaigns', {
      name: 'Office move',
      contactDate: today(),
      message: 'Please send your devices back before the move.',
      people: [eve, ada].map((each) => ({ userId: each!.userId, assetIds: [] })),
    });
    expect(created.status, created.text).toBe(201);
    await jobs.runDue();
    const eveToken = mailedLink(eve!.email).token;
    const adaToken = mailedLink(ada!.email).token;
    expect((await publicCall('GET', eveToken)).status).toBe(200);

    const status = (version: number, action: string) => admin.call<{ version: number; status: string }>('POST', `/recover/campaigns/${created.body.id}/status`, { version, action });
    const closed = await status(created.body.version, 'close');
    expect(closed.body.status).toBe('closed');
    // Eve answered before: she still reads her page, which takes no more answers.
    expect((await publicCall<ReturnView>('GET', eveToken)).body).toMatchObject({ open: false });
    expect((await publicCall('GET', adaToken)).status).toBe(404);

    const reopened = await status(closed.body.version, 'reopen');
    const cancelled = await status(reopened.body.version, 'cancel');
    expect(cancelled.body.status).toBe('cancelled');
    expect((await publicCall('GET', eveToken)).status).toBe(404);
  });
});

describe('organisations', () => {
  it('never see or change each other’s campaigns, people or fleet', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const { campaign, person } = await leaverCampaign(admin);
    const globex = await otherOrganisation(server);
    const boss = await signedIn(server, globex.email);
    const personId = (await person()).id;

    expect((await boss.call<{ items: unknown[] }>('GET', '/recover/campaigns')).body.items).toEqual([]);
    expect((await boss.call('GET', `/recover/campaigns/${campaign.id}`)).status).toBe(404);
    expect((await boss.call('GET', `/recover/campaigns/${campaign.id}/people`)).status).toBe(404);
    expect((await boss.call('POST', `/recover/campaigns/${campaign.id}/people/${personId}/link`, { send: false })).status).toBe(404);
    expect((await boss.call('POST', `/recover/campaigns/${campaign.id}/people/${personId}/moves`, { version: 1, move: 'cancel' })).status).toBe(404);
    const candidates = await boss.call<{ items: Candidate[] }>('GET', '/recover/candidates');
    expect(candidates.body.items.map((each) => each.email)).toEqual([globex.email]);
    expect(candidates.body.items[0]!.devices).toEqual([]);

    // Acme's people and devices cannot be put into a Globex campaign.
    const eve = (await server.store.repos.users.findByEmail(DEMO.employee.email))!;
    const foreign = await boss.call<{ errors: { path: string }[] }>('POST', '/recover/campaigns', {
      name: 'Poaching',
      contactDate: today(),
      message: 'Give us their laptop.',
      people: [{ userId: eve.id, assetIds: [] }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0]!.path).toBe('body.people.0.userId');
    // A Recover campaign is not a Loop campaign either.
    expect((await admin.call('GET', `/loop/campaigns/${campaign.id}`)).status).toBe(404);
  });
});

describe('reminders', () => {
  it('go out at once when the admin sends the first mail before the contact date, and not again on that date', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const { campaign, eve, person } = await leaverCampaign(admin, dayAfter(2));
    const before = await person();
    const sent = await admin.call<Person>('POST', `/recover/campaigns/${campaign.id}/people/${before.id}/moves`, { version: before.version, move: 'send' });
    expect(sent.status, sent.text).toBe(200);
    await jobs.runDue();
    expect(mailedLink(eve.email).mail.subject).toContain('Eve leaves');
    advance(2 * DAY);
    await jobs.runDue();
    // The next mail is the first reminder, three days after the first mail, not a second invitation on the old date.
    expect(mailsTo(eve.email)).toHaveLength(1);
  });

  it('send nothing before the contact date, three reminders three days apart, tell the admin on day 14 and fail on day 30', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const { campaign, eve } = await leaverCampaign(admin, dayAfter(2));
    expect(campaign.status).toBe('scheduled');
    await jobs.runDue();
    expect(mailsTo(eve.email)).toHaveLength(0);

    const mailsOn = async (day: number) => {
      advance(DAY);
      await jobs.runDue();
      return { eve: mailsTo(eve.email).length, admin: mailsTo(DEMO.admin.email).length, day };
    };
    const days: Awaited<ReturnType<typeof mailsOn>>[] = [];
    for (let day = 1; day <= 33; day += 1) days.push(await mailsOn(day));
    // The contact date is day 2, at the sending hour (before or after now's time of day: the mail is due that day or the next).
    const firstMail = days.find((each) => each.eve > 0)!.day;
    expect([2, 3]).toContain(firstMail);
    const eveCount = (day: number) => days[day - 1]!.eve;
    expect(eveCount(firstMail + 2)).toBe(1);
    expect(eveCount(firstMail + 3)).toBe(2);
    expect(eveCount(firstMail + 9)).toBe(4);
    expect(eveCount(33)).toBe(4);
    expect(days[firstMail + 12]!.admin).toBe(0);
    expect(days[firstMail + 13]!.admin).toBe(1);
    // The admin's session ran out over the month: they sign in again.
    const later = await signedIn(server, DEMO.admin.email);
    const failed = (await later.call<{ items: Person[] }>('GET', `/recover/campaigns/${campaign.id}/people`)).body.items[0]!;
    expect(failed.state).toBe('failed');
    expect(mailsTo(DEMO.admin.email).map((mail) => mail.subject.split(':')[0])).toEqual(['Failed (no response)', 'No answer yet']);

    const restarted = await later.call<Person>('POST', `/recover/campaigns/${campaign.id}/people/${failed.id}/moves`, { version: failed.version, move: 'restart' });
    expect(restarted.body.state).toBe('requested');
    await jobs.runDue();
    expect(mailsTo(eve.email)).toHaveLength(5);
    expect((await later.call<{ items: Person[] }>('GET', `/recover/campaigns/${campaign.id}/people`)).body.items[0]!.state).toBe('awaiting-employee');
  });
});
