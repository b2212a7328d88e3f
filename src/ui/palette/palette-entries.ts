import { actionsOf } from '../../domain/apps/app-actions';
import { groupByCategory } from '../../domain/apps/app-catalogue';
import type { QuickLink } from '../../domain/quick-links/quick-link';
import { folded } from '../../domain/text/folded';

/** The shell's own pages the palette offers to everyone signed in, named in the shell's words. */
const SHELL_PAGES = [
  { path: '/dashboard', label: 'nav.dashboard' },
  { path: '/apps', label: 'nav.appStore' },
  { path: '/quick-links', label: 'nav.quickLinks' },
  { path: '/settings', label: 'nav.settings' },
  { path: '/profile', label: 'palette.profile' },
] as const;

type Translate = (key: string) => string;

/** Every page the person may open: the shell's, then each allowed app's home, in the sidebar's order. */
export function pagesFor(allowed: readonly string[], t: Translate): QuickLink[] {
  const apps = groupByCategory(allowed).flatMap((group) => group.apps);
  return [
    ...SHELL_PAGES.map((page): QuickLink => ({ kind: 'page', path: page.path, label: t(page.label), detail: null })),
    ...apps.map((app): QuickLink => ({ kind: 'page', path: app.home, label: t(`apps.${app.slug}`), detail: null })),
  ];
}

/** What the allowed apps offer to do, each with the app's name beside it. */
export function actionsFor(allowed: readonly string[], t: Translate): QuickLink[] {
  return actionsOf(allowed).map((action) => ({ kind: 'action', path: action.path, label: t(`actions.${action.id}`), detail: t(`apps.${action.slug}`) }));
}

/** The entries whose name or detail holds every word typed. */
export function matching(links: readonly QuickLink[], query: string): QuickLink[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...links];
  return links.filter((link) => {
    const text = folded(`${link.label} ${link.detail ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}
