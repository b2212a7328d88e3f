import { describe, expect, it } from 'vitest';
import { isPortalPath, MOST_PINS, MOST_RECENT, movePin, togglePin, withRecent, type QuickLink } from '../quick-link';

const link = (path: string): QuickLink => ({ kind: 'page', path, label: path.slice(1), detail: null });

describe('pins', () => {
  it('pins a link at the end and unpins it on the second toggle', () => {
    const pinned = togglePin([link('/a')], link('/b'));
    expect(pinned.map((pin) => pin.path)).toEqual(['/a', '/b']);
    expect(togglePin(pinned, link('/a')).map((pin) => pin.path)).toEqual(['/b']);
  });

  it('takes no pin past the limit', () => {
    const full = Array.from({ length: MOST_PINS }, (_, index) => link(`/p${index}`));
    expect(togglePin(full, link('/one-more'))).toHaveLength(MOST_PINS);
  });

  it('moves a pin up and down within the list', () => {
    const pins = [link('/a'), link('/b'), link('/c')];
    expect(movePin(pins, 2, -1).map((pin) => pin.path)).toEqual(['/a', '/c', '/b']);
    expect(movePin(pins, 0, 1).map((pin) => pin.path)).toEqual(['/b', '/a', '/c']);
    expect(movePin(pins, 0, -1)).toBe(pins);
    expect(movePin(pins, 2, 5)).toBe(pins);
  });
});

describe('recent items', () => {
  it('puts the latest first, once, and forgets the oldest past the limit', () => {
    let recent: readonly QuickLink[] = [];
    for (let index = 0; index < MOST_RECENT + 2; index += 1) recent = withRecent(recent, link(`/r${index}`));
    recent = withRecent(recent, link('/r5'));
    expect(recent).toHaveLength(MOST_RECENT);
    expect(recent[0]!.path).toBe('/r5');
    expect(recent.filter((item) => item.path === '/r5')).toHaveLength(1);
    expect(recent.some((item) => item.path === '/r0')).toBe(false);
  });
});

describe('portal paths', () => {
  it.each(['/apps/manage-beta/details/1', '/dashboard', '/apps/resolve-it?ticket=42'])('accepts %s', (path) => expect(isPortalPath(path)).toBe(true));
  it.each(['https://evil.test/', '//evil.test', '/\\evil.test', 'javascript:alert(1)', 'apps', '/a b'])('refuses %s', (path) => expect(isPortalPath(path)).toBe(false));
});
