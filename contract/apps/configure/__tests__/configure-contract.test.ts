import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import * as api from '../routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const CALENDAR = { timeZone: 'Europe/Berlin', hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:00' })), holidays: ['2026-12-24'] };

/** Configure's calls against the real server and the MSW handlers alike: its screen's mocks cannot drift. */
describe.each([realServer(), mockServer()])('Configure on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend);

  it('lists the apps with their roles, and changes which roles open one', async () => {
    const grid = await ok(api.getConfigureAccess, {});
    expect(grid.apps.find((app) => app.slug === 'configure')).toMatchObject({ installed: true, administration: true, roles: [] });
    const wallet = grid.apps.find((app) => app.slug === 'wallet')!;
    expect(wallet.roles).toContain('employee');
    const saved = await ok(api.updateConfigureAccess, { body: { grants: [{ slug: 'wallet', roles: ['manager'] }] } });
    expect(saved.apps.find((app) => app.slug === 'wallet')!.roles).toEqual(['manager']);
    const refused = await problem(api.updateConfigureAccess, { body: { grants: [{ slug: 'configure', roles: ['employee'] }] } }, 409, ProblemTypes.conflict);
    expect(refused.code).toBe('admin-only-app');
  });

  it('is for admins only', async () => {
    const token = await tokenOf(MOCK_DEMO.employee.email);
    await problem(api.getConfigureAccess, { token }, 403);
    await problem(api.getConfigureLocale, { token }, 403);
  });

  it('sets and refuses brand colours, and takes and removes a logo', async () => {
    expect(await ok(api.getConfigureBranding, {})).toEqual({ logoUrl: null, logoType: null, colour: null });
    expect((await ok(api.updateConfigureBranding, { body: { colour: '#1A4FA0' } })).colour).toBe('#1a4fa0');
    const pale = await problem(api.updateConfigureBranding, { body: { colour: '#ffee99' } }, 400, ProblemTypes.validation);
    expect(pale.errors?.[0]).toMatchObject({ path: 'body.colour', code: 'low-contrast' });
    const logo = await ok(api.uploadConfigureLogo, { upload: { contentType: 'image/png', bytes: PNG } });
    expect(logo).toMatchObject({ logoType: 'image/png', colour: '#1a4fa0' });
    expect(logo.logoUrl).not.toBeNull();
    const unsafe = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await problem(api.uploadConfigureLogo, { upload: { contentType: 'image/svg+xml', bytes: unsafe } }, 400, ProblemTypes.validation);
    expect(refused.errors?.[0]?.code).toBe('unsafe-svg');
    expect((await ok(api.removeConfigureLogo, {})).logoUrl).toBeNull();
  });

  it('keeps the currency once money has moved, and changes language and date order', async () => {
    const locale = await ok(api.getConfigureLocale, {});
    expect(locale).toMatchObject({ currency: 'EUR', currencyLocked: true });
    expect(locale.currencies).toContain('USD');
    const locked = await problem(api.updateConfigureLocale, { body: { language: 'de', dateRegion: 'DE', currency: 'USD' } }, 409, ProblemTypes.conflict);
    expect(locked.code).toBe('currency-locked');
    const saved = await ok(api.updateConfigureLocale, { body: { language: 'de', dateRegion: 'DE', currency: 'EUR' } });
    expect(saved).toMatchObject({ language: 'de', dateRegion: 'DE', currency: 'EUR' });
  });

  it("edits the organisation's business hours and refuses hours no clock can count", async () => {
    expect((await ok(api.updateConfigureCalendar, { body: { calendar: CALENDAR } })).calendar).toEqual(CALENDAR);
    expect((await ok(api.getConfigureCalendar, {})).calendar).toEqual(CALENDAR);
    const broken = await problem(api.updateConfigureCalendar, { body: { calendar: { ...CALENDAR, timeZone: 'Nowhere/Else' } } }, 400, ProblemTypes.validation);
    expect(broken.errors?.[0]?.code).toBe('invalid-time-zone');
  });

  it("gives a site hours of its own, lets it follow the organisation's again, and refuses a site of no one", async () => {
    const { items } = await ok(api.getConfigureLocationCalendars, {});
    expect(items.length).toBeGreaterThan(0);
    const site = items[0]!.location;
    expect(await ok(api.updateConfigureLocationCalendar, { params: { id: site.id }, body: { calendar: CALENDAR } })).toEqual({ location: site, calendar: CALENDAR });
    expect((await ok(api.getConfigureLocationCalendars, {})).items.find((item) => item.location.id === site.id)!.calendar).toEqual(CALENDAR);
    expect((await ok(api.updateConfigureLocationCalendar, { params: { id: site.id }, body: { calendar: null } })).calendar).toBeNull();
    await problem(api.updateConfigureLocationCalendar, { params: { id: crypto.randomUUID() }, body: { calendar: CALENDAR } }, 404, ProblemTypes.notFound);
  });
});
