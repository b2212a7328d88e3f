/** What a pin or a recent item leads to: a page of the portal, a record found on the server, or an action. */
export type QuickLinkKind = 'page' | 'record' | 'action';

export interface QuickLink {
  readonly kind: QuickLinkKind;
  /** The portal's own path (never another origin): the one identity of a link, so a page is pinned once. */
  readonly path: string;
  readonly label: string;
  /** What tells two like-named links apart: a serial, a ticket's requester. */
  readonly detail: string | null;
}

/** How many pins a person keeps: a list to scan at a glance, not a second navigation. */
export const MOST_PINS = 30;
/** How many recently opened items the palette remembers. */
export const MOST_RECENT = 8;

/** Only a path of this portal: starts with one slash, no scheme, no `//` host. */
export function isPortalPath(path: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(path);
}

export const isPinned = (pins: readonly QuickLink[], path: string): boolean => pins.some((pin) => pin.path === path);

/** Pins `link` at the end, or unpins it when it is pinned; a full list takes no more. */
export function togglePin(pins: readonly QuickLink[], link: QuickLink): readonly QuickLink[] {
  if (isPinned(pins, link.path)) return pins.filter((pin) => pin.path !== link.path);
  if (pins.length >= MOST_PINS) return pins;
  return [...pins, link];
}

/** The pin at `index` moved by `by` places (negative: up), held within the list. */
export function movePin(pins: readonly QuickLink[], index: number, by: number): readonly QuickLink[] {
  const to = Math.min(pins.length - 1, Math.max(0, index + by));
  if (index < 0 || index >= pins.length || to === index) return pins;
  const moved = [...pins];
  const [pin] = moved.splice(index, 1);
  moved.splice(to, 0, pin!);
  return moved;
}

/** `link` first among the recent items, once, the oldest dropped past the limit. */
export function withRecent(recent: readonly QuickLink[], link: QuickLink): readonly QuickLink[] {
  return [link, ...recent.filter((item) => item.path !== link.path)].slice(0, MOST_RECENT);
}
