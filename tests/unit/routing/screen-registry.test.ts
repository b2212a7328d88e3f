import { describe, expect, it } from 'vitest';
import { appClients } from '../../../src/app-clients';
import { routeTable } from '../../../src/domain/routing/route-table';
import { createScreenRegistry, shellScreenKeys } from '../../../src/ui/routing/screen-registry';

const routeNamed = (name: string) => routeTable.find((route) => route.name === name);

describe('the screen registry', () => {
  it('names only routes of the route table for the shell, so a renamed route cannot leave a screen unreachable', () => {
    expect(shellScreenKeys.filter((key) => routeNamed(key) === undefined)).toEqual([]);
  });

  it('refuses an app screen for a route its app does not declare', () => {
    const [first] = appClients;
    if (!first) throw new Error('no app listed in src/app-clients.ts');
    const stray = { ...first, screens: { ...first.screens, dashboard: first.screens[Object.keys(first.screens)[0]!]! } };
    expect(() => createScreenRegistry([stray])).toThrow(/a route it does not declare/);
  });

  it('refuses two apps claiming one route', () => {
    const [first] = appClients;
    if (!first) throw new Error('no app listed in src/app-clients.ts');
    const twin = { ...first, id: `${first.id}-twin` };
    expect(() => createScreenRegistry([first, twin])).toThrow(/two screens claim the route/);
  });

  it('takes every app of the list as it declares itself', () => {
    expect(() => createScreenRegistry(appClients)).not.toThrow();
  });

  it('hands over a screen fetched ahead as it is, so that its first render does not suspend', async () => {
    const route = routeNamed('not-found')!;
    const screens = createScreenRegistry(appClients);
    await screens.preload(route);
    const { default: NotFoundScreen } = await import('../../../src/ui/screens/shell/not-found-screen');
    expect(screens.screenFor(route)).toBe(NotFoundScreen);
  });

  it('gives an app’s routes that share a loader one screen, so that going from one to the other never suspends', () => {
    const screens = createScreenRegistry(appClients);
    // The campaign pattern's pages are one screen: the wizard, then the new campaign's details.
    expect(screens.screenFor(routeNamed('recover-campaign-details')!)).toBe(screens.screenFor(routeNamed('recover')!));
  });

  it('keeps the screen it handed over before the chunk arrived, so that its arrival does not remount it', async () => {
    const route = routeNamed('not-found')!;
    const screens = createScreenRegistry(appClients);
    const lazyScreen = screens.screenFor(route);
    await screens.preload(route);
    expect(screens.screenFor(route)).toBe(lazyScreen);
  });
});

describe('an app screen on its way', () => {
  it("fetches the app's gateway code beside the screen's, so that its first call does not wait for it", async () => {
    const campaigns = appClients.find((client) => client.id === 'campaigns')!;
    let loads = 0;
    const gateways = [{ load: async () => void (loads += 1), bind: [] }];
    const screens = createScreenRegistry([{ ...campaigns, gateways }]);
    await screens.preload(routeNamed('recover')!);
    expect(loads).toBe(1);
  });

  it("fetches the words of the app's folder beside the screen's code, so that the screen does not suspend on them", async () => {
    const campaigns = appClients.find((client) => client.id === 'campaigns')!;
    const asked: string[][] = [];
    const screens = createScreenRegistry([campaigns], async (namespaces) => void asked.push([...namespaces]));
    await screens.preload(routeNamed('recover')!);
    expect(asked).toEqual([Object.keys(campaigns.catalogues)]);
  });

  it("fetches the kernel's words an app's screens show beside them too: the trail's action codes", async () => {
    const audit = appClients.find((client) => client.id === 'audit')!;
    const asked: string[][] = [];
    const screens = createScreenRegistry([audit], async (namespaces) => void asked.push([...namespaces]));
    await screens.preload(routeNamed('audit-trail')!);
    expect(asked).toEqual([[...Object.keys(audit.catalogues), 'activity']]);
  });
});

describe('a shell screen on its way', () => {
  it('fetches the action codes’ words beside the dashboard’s code, so that its recent activity reads at once', async () => {
    const asked: string[][] = [];
    const screens = createScreenRegistry(appClients, async (namespaces) => void asked.push([...namespaces]));
    await screens.preload(routeNamed('dashboard')!);
    expect(asked).toEqual([['activity']]);
  });

  it('fetches no words beyond the shell’s for the other shell screens', async () => {
    const asked: string[][] = [];
    const screens = createScreenRegistry(appClients, async (namespaces) => void asked.push([...namespaces]));
    await screens.preload(routeNamed('not-found')!);
    expect(asked).toEqual([]);
  });
});
