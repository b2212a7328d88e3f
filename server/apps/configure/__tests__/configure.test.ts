import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { otherOrganisation, signedIn, type ApiClient } from '../../../../tests/server/callers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

interface AccessApp {
  slug: string;
  installed: boolean;
  administration: boolean;
  roles: string[];
}
interface Problem {
  status: number;
  code?: string;
  errors?: { path: string; code?: string; params?: Record<string, unknown> }[];
}

const admin = () => signedIn(server, DEMO.admin.email);
const employee = () => signedIn(server, DEMO.employee.email);
const appOf = (apps: AccessApp[], slug: string) => apps.find((app) => app.slug === slug)!;
/** The audit trail's actions in the demo organisation, newest first. */
async function actionsLogged(): Promise<string[]> {
  const { organisationId } = (await server.store.repos.users.findByEmail(DEMO.admin.email))!;
  return (await server.store.repos.audit.recent(organisationId, 50)).map((row) => row.action);
}

describe('apps and roles', () => {
  it('lists every app with whether it is installed and which roles open it; Configure is admins only', async () => {
    const ada = await admin();
    const grid = await ada.call<{ apps: AccessApp[] }>('GET', '/configure/access');
    expect(grid.status).toBe(200);
    expect(appOf(grid.body.apps, 'configure')).toMatchObject({ installed: true, administration: true, roles: [] });
    expect(appOf(grid.body.apps, 'wallet')).toMatchObject({ installed: true, administration: false });
    expect(appOf(grid.body.apps, 'wallet').roles).toContain('employee');
    const eve = await employee();
    expect((await eve.call('GET', '/configure/access')).status).toBe(403);
  });

  it('takes an app from a role: its API answers 403 at once and the session no longer lists it', async () => {
    const ada = await admin();
    const eve = await employee();
    expect((await eve.call('GET', '/wallet')).status).toBe(200);
    const before = appOf((await ada.call<{ apps: AccessApp[] }>('GET', '/configure/access')).body.apps, 'wallet');
    const roles = before.roles.filter((role) => role !== 'employee');
    const saved = await ada.call<{ apps: AccessApp[] }>('PATCH', '/configure/access', { grants: [{ slug: 'wallet', roles }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(appOf(saved.body.apps, 'wallet').roles).toEqual(roles);

    const refused = await eve.call<{ type: string }>('GET', '/wallet');
    expect(refused.status).toBe(403);
    expect(refused.body.type).toContain('app-not-allowed');
    const session = await eve.call<{ allowedApps: string[] }>('GET', '/auth/session');
    expect(session.body.allowedApps).not.toContain('wallet');
    // Admins open every installed app whatever is granted.
    expect((await ada.call('GET', '/wallet')).status).toBe(200);
    expect(await actionsLogged()).toContain('app.roles-changed');

    // Given back, it opens again.
    await ada.call('PATCH', '/configure/access', { grants: [{ slug: 'wallet', roles: before.roles }] });
    expect((await eve.call('GET', '/wallet')).status).toBe(200);
  });

  it('never gives Configure to a role below admin, nor lets it be uninstalled', async () => {
    const ada = await admin();
    const granted = await ada.call<Problem>('PATCH', '/configure/access', { grants: [{ slug: 'configure', roles: ['manager'] }] });
    expect(granted.status).toBe(409);
    expect(granted.body.code).toBe('admin-only-app');
    const uninstalled = await ada.call<Problem>('DELETE', '/apps/configure/install');
    expect(uninstalled.status).toBe(409);
    expect(uninstalled.body.code).toBe('app-required');
    expect((await ada.call('GET', '/configure/access')).status).toBe(200);
  });

  it('refuses an app no one declares, changing nothing', async () => {
    const ada = await admin();
    const refused = await ada.call<Problem>('PATCH', '/configure/access', { grants: [{ slug: 'wallet', roles: [] }, { slug: 'no-such-app', roles: [] }] });
    expect(refused.status).toBe(400);
    expect(appOf((await ada.call<{ apps: AccessApp[] }>('GET', '/configure/access')).body.apps, 'wallet').roles).toContain('employee');
  });

  it("changes only the caller's organisation", async () => {
    const globex = await otherOrganisation(server);
    const boss = await signedIn(server, globex.email);
    await boss.call('PATCH', '/configure/access', { grants: [{ slug: 'wallet', roles: [] }] });
    const eve = await employee();
    expect((await eve.call('GET', '/wallet')).status).toBe(200);
  });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const svg = (body: string) => new TextEncoder().encode(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`);
const upload = (ada: ApiClient, bytes: Uint8Array, contentType: string) =>
  server.call<Problem & { logoUrl: string | null; logoType: string | null }>('POST', '/api/v1/configure/branding/logo', {
    token: ada.token,
    body: bytes,
    headers: { 'content-type': contentType },
  });

describe('branding', () => {
  it('takes a PNG or a plain SVG logo, which everyone of the organisation then sees', async () => {
    const ada = await admin();
    const png = await upload(ada, PNG, 'image/png');
    expect(png.status, png.text).toBe(200);
    expect(png.body).toMatchObject({ logoType: 'image/png' });
    const shown = await server.call('GET', png.body.logoUrl!);
    expect(shown.status).toBe(200);
    expect(shown.bytes).toEqual(Buffer.from(PNG));

    const plain = await upload(ada, svg('<rect width="10" height="10" fill="#2454d6"/>'), 'image/svg+xml');
    expect(plain.status, plain.text).toBe(200);
    expect(plain.body.logoType).toBe('image/svg+xml');
    const eve = await employee();
    const settings = await eve.call<{ organisation: { branding: { logoUrl: string | null } } }>('GET', '/settings');
    expect(settings.body.organisation.branding.logoUrl).toBe(plain.body.logoUrl);
    expect(await actionsLogged()).toContain('organisation.logo-changed');

    const removed = await ada.call<{ logoUrl: string | null }>('DELETE', '/configure/branding/logo');
    expect(removed.body.logoUrl).toBeNull();
  });

  it('refuses an SVG with a script, an event handler or an outside link, a file too large, and a type it does not take', async () => {
    const ada = await admin();
    for (const body of ['<script>alert(1)</script>', '<rect onload="alert(1)"/>', '<image href="https://evil.test/x.png"/>', '<foreignObject><div/></foreignObject>']) {
      const refused = await upload(ada, svg(body), 'image/svg+xml');
      expect(refused.status, body).toBe(400);
      expect(refused.body.errors?.[0]?.code).toBe('unsafe-svg');
    }
    const large = new Uint8Array(600 * 1024);
    large.set(PNG);
    const tooLarge = await upload(ada, large, 'image/png');
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.errors?.[0]?.code).toBe('too-large');
    expect((await upload(ada, new TextEncoder().encode('GIF89a......'), 'image/gif')).status).toBe(415);
    expect((await upload(ada, new TextEncoder().encode('not a png at all'), 'image/png')).status).toBe(415);
    expect((await ada.call<{ logoUrl: string | null }>('GET', '/configure/branding')).body.logoUrl).toBeNull();
  });

  it('takes a colour white text stays readable on, and refuses one it does not, with the ratio', async () => {
    const ada = await admin();
    const saved = await ada.call<{ colour: string }>('PATCH', '/configure/branding', { colour: ' #1A4FA0 ' });
    expect(saved.status).toBe(200);
    expect(saved.body.colour).toBe('#1a4fa0');
    const eve = await employee();
    expect((await eve.call<{ organisation: { branding: { colour: string } } }>('GET', '/settings')).body.organisation.branding.colour).toBe('#1a4fa0');

    const pale = await ada.call<Problem>('PATCH', '/configure/branding', { colour: '#ffd966' });
    expect(pale.status).toBe(400);
    expect(pale.body.errors?.[0]).toMatchObject({ path: 'body.colour', code: 'low-contrast' });
    expect(Number(pale.body.errors?.[0]?.params?.ratio)).toBeLessThan(4.5);
    const nonsense = await ada.call<Problem>('PATCH', '/configure/branding', { colour: 'blue' });
    expect(nonsense.body.errors?.[0]?.code).toBe('invalid-colour');
    expect((await ada.call<{ colour: string }>('GET', '/configure/branding')).body.colour).toBe('#1a4fa0');

    expect((await ada.call<{ colour: null }>('PATCH', '/configure/branding', { colour: null })).body.colour).toBeNull();
    expect((await eve.call('PATCH', '/configure/branding', { colour: '#1a4fa0' })).status).toBe(403);
  });
});

describe('locale and currency', () => {
  it('sets the default language and date order for the organisation', async () => {
    const ada = await admin();
    const before = await ada.call<{ currency: string }>('GET', '/configure/locale');
    const saved = await ada.call<{ language: string; dateRegion: string }>('PATCH', '/configure/locale', { language: 'de', dateRegion: 'GB', currency: before.body.currency });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ language: 'de', dateRegion: 'GB' });
    const settings = await (await employee()).call<{ organisation: { language: string; dateRegion: string } }>('GET', '/settings');
    expect(settings.body.organisation).toMatchObject({ language: 'de', dateRegion: 'GB' });
    expect(await actionsLogged()).toContain('organisation.locale-changed');
  });

  it('locks the currency once money has moved, refusing the whole change with 409', async () => {
    const ada = await admin();
    const locale = await ada.call<{ currency: string; currencyLocked: boolean; language: string }>('GET', '/configure/locale');
    // The demo company has orders and wallets.
    expect(locale.body.currencyLocked).toBe(true);
    const refused = await ada.call<Problem>('PATCH', '/configure/locale', { language: 'de', dateRegion: null, currency: 'USD' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('currency-locked');
    expect((await ada.call<{ currency: string; language: string }>('GET', '/configure/locale')).body).toMatchObject({ currency: locale.body.currency, language: locale.body.language });
  });

  it('changes the currency of an organisation where no money has moved, for commerce too', async () => {
    const globex = await otherOrganisation(server);
    const boss = await signedIn(server, globex.email);
    const locale = await boss.call<{ currencyLocked: boolean }>('GET', '/configure/locale');
    expect(locale.body.currencyLocked).toBe(false);
    const saved = await boss.call<{ currency: string }>('PATCH', '/configure/locale', { language: 'en', dateRegion: 'US', currency: 'USD' });
    expect(saved.status).toBe(200);
    expect(saved.body.currency).toBe('USD');
    expect((await boss.call<{ currency: string }>('GET', '/configure-shop/settings')).body.currency).toBe('USD');
  });
});

const CALENDAR = {
  timeZone: 'Europe/Berlin',
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:30' })),
  holidays: ['2026-12-24', '2026-12-25'],
};

describe('business hours', () => {
  it('edits the calendar the desk keeps: its SLA policies count the new hours', async () => {
    const ada = await admin();
    const saved = await ada.call<{ calendar: typeof CALENDAR }>('PATCH', '/configure/calendar', { calendar: CALENDAR });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.calendar).toEqual(CALENDAR);
    const policies = await ada.call<{ items: { condition: unknown; calendar: typeof CALENDAR | null }[] }>('GET', '/resolve-it/sla-policies');
    expect(policies.body.items.map((policy) => policy.calendar)).toContainEqual(CALENDAR);
    expect(await actionsLogged()).toContain('organisation.calendar-changed');
  });

  it('gives an organisation without SLA policies the calendar on a policy of its own', async () => {
    const globex = await otherOrganisation(server);
    const boss = await signedIn(server, globex.email);
    await boss.call('PATCH', '/configure/calendar', { calendar: CALENDAR });
    expect((await boss.call<{ calendar: unknown }>('GET', '/configure/calendar')).body.calendar).toEqual(CALENDAR);
  });

  it('refuses a calendar the desk cannot count on', async () => {
    const ada = await admin();
    const before = (await ada.call<{ calendar: unknown }>('GET', '/configure/calendar')).body.calendar;
    const broken = await ada.call<Problem>('PATCH', '/configure/calendar', { calendar: { ...CALENDAR, timeZone: 'Mars/Olympus' } });
    expect(broken.status).toBe(400);
    expect(broken.body.errors?.[0]?.code).toBe('invalid-time-zone');
    const overlapping = await ada.call<Problem>('PATCH', '/configure/calendar', {
      calendar: { ...CALENDAR, hours: [{ weekday: 1, start: '09:00', end: '12:00' }, { weekday: 1, start: '11:00', end: '15:00' }] },
    });
    expect(overlapping.status).toBe(400);
    expect((await ada.call<{ calendar: unknown }>('GET', '/configure/calendar')).body.calendar).toEqual(before);
  });
});

describe("a site's own business hours", () => {
  interface Sites {
    items: { location: { id: string; name: string }; calendar: typeof CALENDAR | null }[];
  }
  const HAMBURG_HOLIDAYS = { ...CALENDAR, holidays: ['2026-12-24', '2026-12-31'] };

  it("lists every site following the organisation's hours, gives one its own, and lets it follow again", async () => {
    const ada = await admin();
    const sites = await ada.call<Sites>('GET', '/configure/calendar/locations');
    expect(sites.status).toBe(200);
    expect(sites.body.items.length).toBeGreaterThan(0);
    expect(sites.body.items.every((item) => item.calendar === null)).toBe(true);
    const site = sites.body.items[0]!.location;

    const own = await ada.call<Sites['items'][number]>('PATCH', `/configure/calendar/locations/${site.id}`, { calendar: HAMBURG_HOLIDAYS });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toEqual({ location: site, calendar: HAMBURG_HOLIDAYS });
    const listed = await ada.call<Sites>('GET', '/configure/calendar/locations');
    expect(listed.body.items.find((item) => item.location.id === site.id)!.calendar).toEqual(HAMBURG_HOLIDAYS);
    expect(await actionsLogged()).toContain('organisation.location-calendar-changed');

    const following = await ada.call<Sites['items'][number]>('PATCH', `/configure/calendar/locations/${site.id}`, { calendar: null });
    expect(following.body.calendar).toBeNull();
  });

  it('refuses hours the desk cannot count on, a site of no one, and anyone but an admin', async () => {
    const ada = await admin();
    const site = (await ada.call<Sites>('GET', '/configure/calendar/locations')).body.items[0]!.location;
    const broken = await ada.call<Problem>('PATCH', `/configure/calendar/locations/${site.id}`, { calendar: { ...CALENDAR, timeZone: 'Mars/Olympus' } });
    expect(broken.status).toBe(400);
    expect((await ada.call('PATCH', `/configure/calendar/locations/${crypto.randomUUID()}`, { calendar: CALENDAR })).status).toBe(404);
    const globex = await signedIn(server, (await otherOrganisation(server)).email);
    expect((await globex.call('PATCH', `/configure/calendar/locations/${site.id}`, { calendar: CALENDAR })).status).toBe(404);
    expect((await (await employee()).call('GET', '/configure/calendar/locations')).status).toBe(403);
    expect((await ada.call<Sites>('GET', '/configure/calendar/locations')).body.items.every((item) => item.calendar === null)).toBe(true);
  });
});
