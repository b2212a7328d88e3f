import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Invitation } from '../../../../contract/apps/people/invitation-schemas';
import type { Hire } from '../../../../contract/apps/people/onboarding-schemas';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { addPerson, signedIn, type ApiClient } from '../../../../tests/server/callers';
import { IDLE_JOBS, peopleWorker } from './people-jobs';

let server: TestServer;
let jobs: ReturnType<typeof peopleWorker>;
let offset = 0;
const now = () => new Date(Date.now() + offset);
beforeAll(async () => {
  server = await startTestServer(IDLE_JOBS);
  jobs = peopleWorker(server, now);
});
afterAll(() => server.close());
beforeEach(async () => {
  offset = 0;
  await server.reset();
});

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const advance = (ms: number) => {
  offset += ms;
  server.advance(ms);
};

interface Options {
  kits: { id: string; name: string }[];
  locations: { id: string; name: string }[];
  managers: { id: string; name: string }[];
}
interface Sent {
  invitation: Invitation;
  link: string;
}

const tokenOf = (link: string) => decodeURIComponent(new URL(link).pathname.split('/').pop()!);
const publicView = (token: string) => server.call<{ kits: { id: string }[]; deliveryPlaces: { id: string }[] }>('GET', `/api/v1/public/invitations/${encodeURIComponent(token)}`);
const accept = (token: string, body: unknown) => server.call<{ orderDay: string | null; orderLate: boolean; title?: string }>('POST', `/api/v1/public/invitations/${encodeURIComponent(token)}/acceptance`, { body });

async function invite(ada: ApiClient, body: Record<string, unknown>) {
  const sent = await ada.call<Sent>('POST', '/team-suite/invitations', { role: 'employee', ...body });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  await jobs.runDue();
  return sent.body;
}

async function starterKit(ada: ApiClient) {
  const options = await ada.call<Options>('GET', '/team-suite/invitation-options');
  expect(options.status).toBe(200);
  return options.body.kits.find((kit) => kit.name === 'New starter kit')!;
}

describe('an invitation', () => {
  it('is mailed in the invitee’s language with a link that opens the invitation page', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const sent = await invite(ada, { email: 'hanna@new.test', name: 'Hanna Neu', language: 'de' });
    expect(sent.invitation).toMatchObject({ status: 'pending', language: 'de', role: 'employee', sendCount: 1 });
    expect(Date.parse(sent.invitation.expiresAt) - Date.parse(sent.invitation.sentAt)).toBe(14 * DAY_MS);
    const [mail] = server.mailbox.read('hanna@new.test');
    expect(mail!.subject).toBe('Ada Admin lädt Sie zu Acme ein');
    expect(mail!.text).toContain(sent.link);
    const english = await invite(ada, { email: 'sam@new.test' });
    expect(server.mailbox.read('sam@new.test')[0]!.subject).toBe('Ada Admin invites you to join Acme');
    expect(english.invitation.language).toBe('en');
    expect((await publicView(tokenOf(sent.link))).status).toBe(200);
  });

  it('answers an expired, revoked or used link exactly as an unknown one', async () => {
    let ada = await signedIn(server, DEMO.admin.email);
    const unknown = await publicView('no-such-link');
    expect(unknown.status).toBe(404);

    const expiring = await invite(ada, { email: 'late@new.test', expiresInDays: 1 });
    const revoked = await invite(ada, { email: 'gone@new.test' });
    const used = await invite(ada, { email: 'used@new.test' });
    expect((await ada.call('POST', `/onboard/invitations/${revoked.invitation.id}/revoke`, { version: revoked.invitation.version })).status).toBe(200);
    expect((await accept(tokenOf(used.link), { name: 'Used Once', password: 'a-long-password' })).status).toBe(200);
    advance(DAY_MS + 1000);
    ada = await signedIn(server, DEMO.admin.email);

    for (const link of [expiring.link, revoked.link, used.link]) {
      const answer = await publicView(tokenOf(link));
      // The same answer but for the address asked, which the problem names as its instance.
      expect({ status: answer.status, body: { ...answer.body, instance: null } }).toEqual({ status: unknown.status, body: { ...unknown.body, instance: null } });
      const again = await accept(tokenOf(link), { name: 'Someone', password: 'a-long-password' });
      expect(again.status).toBe(404);
    }
    const lists = await ada.call<{ items: Invitation[] }>('GET', '/onboard/invitations?status=expired');
    expect(lists.body.items.map((item) => item.email)).toEqual(['late@new.test']);
    const revokedList = await ada.call<{ items: Invitation[] }>('GET', '/onboard/invitations?status=revoked');
    expect(revokedList.body.items.map((item) => item.email)).toEqual(['gone@new.test']);
    const acceptedList = await ada.call<{ items: Invitation[] }>('GET', '/onboard/invitations?status=accepted');
    expect(acceptedList.body.items.map((item) => item.email)).toEqual(['used@new.test']);
  });

  it('resent, has a new link and a new expiry; the old link is dead', async () => {
    let ada = await signedIn(server, DEMO.admin.email);
    const first = await invite(ada, { email: 'again@new.test', expiresInDays: 3 });
    advance(4 * DAY_MS);
    ada = await signedIn(server, DEMO.admin.email);
    expect((await ada.call<{ items: Invitation[] }>('GET', '/onboard/invitations?status=expired')).body.items).toHaveLength(1);
    const resent = await ada.call<Sent>('POST', `/onboard/invitations/${first.invitation.id}/resend`, { version: first.invitation.version });
    expect(resent.status).toBe(200);
    expect(resent.body.invitation).toMatchObject({ status: 'pending', sendCount: 2 });
    expect(Date.parse(resent.body.invitation.expiresAt) - Date.parse(resent.body.invitation.sentAt)).toBe(3 * DAY_MS);
    expect(Date.parse(resent.body.invitation.sentAt)).toBeGreaterThan(Date.parse(first.invitation.sentAt));
    expect((await publicView(tokenOf(first.link))).status).toBe(404);
    expect((await publicView(tokenOf(resent.body.link))).status).toBe(200);
    const stale = await ada.call('POST', `/onboard/invitations/${first.invitation.id}/resend`, { version: first.invitation.version });
    expect(stale.status).toBe(412);
  });

  it('is refused for an address with an account, for a second open one, and for a role above the inviter’s', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    expect((await ada.call('POST', '/team-suite/invitations', { email: DEMO.employee.email, role: 'employee' })).status).toBe(409);
    await invite(ada, { email: 'twice@new.test' });
    expect((await ada.call('POST', '/team-suite/invitations', { email: 'twice@new.test', role: 'employee' })).status).toBe(409);
    await addPerson(server, 'mia@acme.test', 'manager');
    const mia = await signedIn(server, 'mia@acme.test');
    const refused = await mia.call<{ code?: string }>('POST', '/team-suite/invitations', { email: 'boss@new.test', role: 'admin' });
    expect(refused.status).toBe(409);
    // A manager sees their own invitations, not the admin's.
    await invite(mia, { email: 'mine@new.test' });
    expect((await mia.call<{ items: Invitation[] }>('GET', '/onboard/invitations')).body.items.map((item) => item.email)).toEqual(['mine@new.test']);
  });
});

describe('a hire', () => {
  it('accepts: the account is made and placed in the directory, and the kit is ordered by the job on its day, into Manage Orders', async () => {
    let ada = await signedIn(server, DEMO.admin.email);
    const kit = await starterKit(ada);
    const sent = await invite(ada, { email: 'nora@new.test', name: 'Nora New', team: 'Platform', startDay: dayFromNow(40), kitIds: [kit.id] });
    const token = tokenOf(sent.link);
    const view = await publicView(token);
    expect(view.body.kits.map((each) => each.id)).toEqual([kit.id]);

    const badPostcode = await accept(token, { name: 'Nora New', password: 'a-long-password', kitId: kit.id, delivery: { kind: 'home', address: { name: 'Nora New', line1: 'Hauptstr. 1', city: 'Berlin', postcode: '123', country: 'DE' } } });
    expect(badPostcode.status).toBe(400);
    const accepted = await accept(token, { name: 'Nora New', password: 'a-long-password', kitId: kit.id, delivery: { kind: 'home', address: { name: 'Nora New', line1: 'Hauptstr. 1', city: 'Berlin', postcode: '10115', country: 'de' } } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.orderLate).toBe(false);
    expect(accepted.body.orderDay! < dayFromNow(40)).toBe(true);

    expect((await server.signIn('nora@new.test', 'a-long-password')).user).toMatchObject({ name: 'Nora New', role: 'employee' });
    const hires = await ada.call<{ items: Hire[] }>('GET', '/onboard/hires');
    const hire = hires.body.items.find((each) => each.email === 'nora@new.test')!;
    expect(hire).toMatchObject({ steps: ['invited', 'accepted', 'kit-chosen'], kit: { id: kit.id }, deliveryTo: 'Hauptstr. 1, 10115 Berlin, DE', order: { number: null } });

    // Not before its day…
    await jobs.runDue();
    expect((await ada.call<Hire>('GET', `/onboard/hires/${hire.id}`)).body.order.number).toBeNull();
    // …and on it, once.
    advance(Date.parse(`${accepted.body.orderDay}T00:00:00Z`) - now().getTime() + 60_000);
    await jobs.runDue();
    ada = await signedIn(server, DEMO.admin.email);
    const ordered = (await ada.call<Hire>('GET', `/onboard/hires/${hire.id}`)).body;
    expect(ordered.order.number).toEqual(expect.any(Number));
    expect(ordered.steps).toContain('ordered');
    const orders = await ada.call<{ items: { number: number; personName: string; kind: string }[] }>('GET', `/manage-orders/orders?kind=campaign&q=Nora`);
    expect(orders.body.items).toEqual([expect.objectContaining({ number: ordered.order.number, kind: 'campaign' })]);
    expect((await ada.call('POST', `/onboard/hires/${hire.id}/kit-order`)).status).toBe(409);

    // The person's timeline tells they joined.
    const story = await ada.call<{ events: { kind: string }[] }>('GET', `/manage/people/${hire.personId}/story`);
    expect(story.body.events.map((event) => event.kind)).toEqual(expect.arrayContaining(['joined', 'ordered']));
  });

  it('starting too soon for the lead time, is ordered at once and flagged late', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const kit = await starterKit(ada);
    const sent = await invite(ada, { email: 'soon@new.test', startDay: dayFromNow(2), kitIds: [kit.id] });
    const view = await publicView(tokenOf(sent.link));
    const accepted = await accept(tokenOf(sent.link), { name: 'Soon Starter', password: 'a-long-password', kitId: kit.id, delivery: { kind: 'place', placeId: view.body.deliveryPlaces[0]!.id } });
    // Today as the demo's calendar counts it, in Berlin: past 23:00 UTC it is already tomorrow there.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now());
    expect(accepted.body).toMatchObject({ orderLate: true, orderDay: today });
    await jobs.runDue();
    const hires = await ada.call<{ items: Hire[] }>('GET', '/onboard/hires');
    expect(hires.body.items.find((each) => each.email === 'soon@new.test')!.order).toMatchObject({ late: true, number: expect.any(Number) });
  });

  it("counts the working days of the hire's site: its own holidays move the order earlier", async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const kit = await starterKit(ada);
    const site = (await ada.call<Options>('GET', '/team-suite/invitation-options')).body.locations[0]!;
    const start = dayFromNow(40);
    // The site closes for the two weeks before the first day; the organisation does not.
    const closed = Array.from({ length: 14 }, (_, back) => dayFromNow(39 - back));
    const hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));
    const own = await ada.call('PATCH', `/configure/calendar/locations/${site.id}`, { calendar: { timeZone: 'Europe/Berlin', hours, holidays: closed } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const home = { kind: 'home', address: { name: 'New Hire', line1: 'Hauptstr. 1', city: 'Berlin', postcode: '10115', country: 'DE' } };
    const orderDayOf = async (email: string, extra: Record<string, unknown>) => {
      const sent = await invite(ada, { email, startDay: start, kitIds: [kit.id], ...extra });
      const accepted = await accept(tokenOf(sent.link), { name: 'New Hire', password: 'a-long-password', kitId: kit.id, delivery: home });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      return accepted.body.orderDay!;
    };
    const elsewhere = await orderDayOf('elsewhere@new.test', {});
    const atSite = await orderDayOf('at-site@new.test', { locationId: site.id });
    expect(atSite < closed.at(-1)!).toBe(true);
    expect(elsewhere > closed.at(-1)!).toBe(true);
  });

  it('has an accounts checklist ticked with who and when', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const sent = await invite(ada, { email: 'check@new.test', startDay: dayFromNow(20) });
    const ticked = await ada.call<Hire>('POST', `/onboard/hires/${sent.invitation.id}/checklist/slack`, { done: true });
    expect(ticked.status).toBe(200);
    expect(ticked.body.checklist.find((line) => line.item === 'slack')).toMatchObject({ done: true, doneBy: { name: DEMO.admin.name } });
    expect(ticked.body.checklist.filter((line) => line.done).map((line) => line.item)).toEqual(['slack']);
    const unticked = await ada.call<Hire>('POST', `/onboard/hires/${sent.invitation.id}/checklist/slack`, { done: false });
    expect(unticked.body.checklist.find((line) => line.item === 'slack')).toMatchObject({ done: false, doneBy: null });
    const eve = await signedIn(server, DEMO.employee.email);
    expect((await eve.call('POST', `/onboard/hires/${sent.invitation.id}/checklist/slack`, { done: true })).status).toBe(403);
  });
});
