import { describe, expect, it } from 'vitest';
import { apps } from '../../../src/apps';
import { routeTable } from '../../../src/domain/routing/route-table';
import { createScreenRegistry, screenKeys } from '../../../src/ui/routing/screen-registry';

const routeNamed = (name: string) => routeTable.find((route) => route.name === name);

describe('the screen registry', () => {
  it('names only routes of the route table, so a renamed route cannot leave a screen unreachable', () => {
    const unknown = screenKeys(apps).filter((key) => routeNamed(key) === undefined);
    expect(unknown).toEqual([]);
  });

  it('gives each app only routes of its own slug', () => {
    const strays = apps.flatMap((app) =>
      Object.keys(app.screens)
        .filter((key) => routeNamed(key)?.meta.slug !== app.slug)
        .map((key) => `${app.id}: ${key}`),
    );
    expect(strays).toEqual([]);
  });

  it('refuses two apps claiming one route', () => {
    const [first] = apps;
    if (!first) throw new Error('no app listed in src/apps.ts');
    const twin = { ...first, id: `${first.id}-twin` };
    expect(() => createScreenRegistry([first, twin])).toThrow(/two screens claim the route/);
  });

  it('hands over a screen fetched ahead as it is, so that its first render does not suspend', async () => {
    const route = routeNamed('not-found')!;
    const screens = createScreenRegistry(apps);
    await screens.preload(route);
    const { default: NotFoundScreen } = await import('../../../src/ui/screens/shell/not-found-screen');
    expect(screens.screenFor(route)).toBe(NotFoundScreen);
  });

  it('keeps a screen lazy once handed over lazily, so that its arrival does not remount it', async () => {
    const route = routeNamed('not-found')!;
    const screens = createScreenRegistry(apps);
    const lazyScreen = screens.screenFor(route);
    await screens.preload(route);
    expect(screens.screenFor(route)).toBe(lazyScreen);
  });
});
