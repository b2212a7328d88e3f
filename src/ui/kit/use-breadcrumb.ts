import { useTranslation } from 'react-i18next';
import { catalogueApp } from '../../domain/apps/app-catalogue';
import { matchRoute, returnPathOf, toLocation } from '../../domain/routing/match-route';
import type { RouteDef } from '../../domain/routing/route';
import { useAppScope } from '../apps/app-scope';
import { useShownRoute } from '../routing/use-navigation';

/** A route's name as words, for pages whose app gives them no title yet: "campaign-details" -> "Campaign details". */
function humanised(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Crumb {
  readonly label: string;
  readonly href: string;
}

/**
 * The way up from the screen on view: its app's home, then the page its return path names (spec 2.5), as the
 * words people know them by. Empty on the shell's own screens without a return path.
 */
export function useBreadcrumb(): Crumb[] {
  const { t } = useTranslation('shell');
  const namespace = useAppScope()?.namespace;
  const shown = useShownRoute();
  if (!shown) return [];
  const { match } = shown;
  const crumbs: Crumb[] = [];
  const slug = match.meta.slug;
  const app = slug ? catalogueApp(slug) : undefined;
  if (app && slug) crumbs.push({ label: t(`apps.${slug}`), href: app.home });

  const titleOf = (route: RouteDef): string => {
    const routeSlug = route.meta.slug;
    if (!routeSlug) return t(`routes.${route.name}`, { defaultValue: humanised(route.name) });
    const child = route.name.slice(routeSlug.length + 1);
    if (!child) return t(`apps.${routeSlug}`);
    return namespace ? t(`${namespace}:routes.${child}`, { defaultValue: humanised(child) }) : humanised(child);
  };
  const returnPath = returnPathOf(match);
  if (returnPath && returnPath !== shown.location.path && !crumbs.some((crumb) => crumb.href === returnPath)) {
    crumbs.push({ label: titleOf(matchRoute(toLocation(returnPath)).route), href: returnPath });
  }
  return crumbs;
}
