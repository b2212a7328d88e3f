import { ChevronDown, LayoutDashboard, LayoutGrid, PanelLeftClose, PanelLeftOpen, Search, Settings, Star, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Input, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { groupByCategory, type CatalogueApp } from '../../domain/apps/app-catalogue';
import type { AppCategory } from '../../domain/apps/app-declaration';
import { appSegment } from '../../domain/routing/match-route';
import { folded } from '../../domain/text/folded';
import { useViewSetting } from '../kit/use-view-setting';
import { useNavBadges } from '../queries/use-nav-badges';
import { useSession } from '../queries/use-session';
import { useShownRoute } from '../routing/use-navigation';
import { AppIcon, CategoryIcon } from './app-icons';
import './sidebar.css';

interface NavLink {
  readonly key: string;
  readonly href: string;
  readonly label: string;
  readonly icon: React.ReactNode;
  readonly current: boolean;
  /** A count the app shows beside its name (the cart's units). */
  readonly badge?: number | undefined;
}

type ShellLink = { readonly href: string; readonly label: string; readonly icon: LucideIcon };

/** The shell's own links: the shell's apps (the cart, integrations) come between these and Settings, which ends the list. */
const shellLinks: readonly ShellLink[] = [
  { href: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  { href: '/apps', label: 'nav.appStore', icon: LayoutGrid },
  { href: '/quick-links', label: 'nav.quickLinks', icon: Star },
];
const settingsLink: ShellLink = { href: '/settings', label: 'nav.settings', icon: Settings };


/** Narrow, a name is left for screen readers alone: the icon shows, the tooltip names it. */
const labelClass = (narrow: boolean) => (narrow ? 'sidebar__label visually-hidden' : 'sidebar__label');

function NavList({ links, onNavigate, id, narrow }: { links: readonly NavLink[]; onNavigate: () => void; id?: string; narrow: boolean }) {
  return (
    <ul className="sidebar__list" id={id}>
      {links.map((link) => (
        <li key={link.key}>
          <Link
            href={link.href}
            className="sidebar__link"
            aria-current={link.current ? 'page' : undefined}
            // With the names hidden, pointing at an icon names its app.
            title={narrow ? link.label : undefined}
            onClick={onNavigate}
          >
            {link.icon}
            <span className={labelClass(narrow)}>{link.label}</span>
            {link.badge !== undefined && <span className="sidebar__badge">{link.badge}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function AppGroup({
  category,
  links,
  open,
  onToggle,
  onNavigate,
  narrow,
}: {
  category: AppCategory;
  links: readonly NavLink[];
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
  narrow: boolean;
}) {
  const { t } = useTranslation('shell');
  const listId = useId();
  return (
    <section className="sidebar__group">
      {/* Narrow, a group is its icons under a rule: there is no room for its name, and every group stays open. */}
      {!narrow && (
        <h3 className="sidebar__category">
          <button type="button" className="sidebar__toggle" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
            <CategoryIcon category={category} size={14} />
            <span className="sidebar__label">{t(`categories.${category}`)}</span>
            <ChevronDown className="sidebar__chevron" size={14} aria-hidden="true" />
          </button>
        </h3>
      )}
      {open && <NavList links={links} onNavigate={onNavigate} id={listId} narrow={narrow} />}
    </section>
  );
}

/**
 * The shell's links and the person's allowed apps, grouped by category with icons. Each group folds away and
 * stays as the person left it; typing finds an app at once across every group. Narrowed, it shows every app's icon
 * alone and leaves the width to the screen; a phone shows it whole, as a drawer.
 */
export function Sidebar({ onNavigate, narrow, onToggleNarrow }: { onNavigate: () => void; narrow: boolean; onToggleNarrow: () => void }) {
  const { t } = useTranslation('shell');
  const path = useShownRoute()?.location.path ?? '';
  const allowed = useSession().allowedApps;
  const badges = useNavBadges(allowed);
  const [filter, setFilter] = useState('');
  const [collapsed, setCollapsed] = useViewSetting<readonly AppCategory[]>('sidebar:collapsed', []);
  // A narrow sidebar has no search field: what was typed before narrowing it hides nothing.
  const query = narrow ? '' : folded(filter.trim());
  const matches = (label: string) => query === '' || folded(label).includes(query);
  const inApp = (app: CatalogueApp) => path === app.home || appSegment(path) === app.slug;
  const appLink = (app: CatalogueApp): NavLink => ({
    key: app.slug,
    href: app.home,
    label: t(`apps.${app.slug}`),
    icon: <AppIcon slug={app.slug} category={app.category} />,
    current: inApp(app),
    badge: badges[app.slug],
  });

  const groups = groupByCategory(allowed).map((group) => ({ ...group, apps: group.apps.filter((app) => app.inSidebar) }));
  const portalApps = groups.find((group) => group.category === 'shell')?.apps ?? [];
  const shellLink = ({ href, label, icon: Icon }: ShellLink): NavLink => ({
    key: href,
    href,
    label: t(label),
    icon: <Icon size={16} aria-hidden="true" />,
    current: path === href,
  });
  const topLinks = [...shellLinks.map(shellLink), ...portalApps.map(appLink), shellLink(settingsLink)].filter((link) => matches(link.label));
  const appGroups = groups
    .filter((group) => group.category !== 'shell')
    .map((group) => ({ ...group, links: group.apps.map(appLink).filter((link) => matches(link.label)) }))
    .filter((group) => group.links.length > 0);
  const toggle = (category: AppCategory) =>
    setCollapsed(collapsed.includes(category) ? collapsed.filter((c) => c !== category) : [...collapsed, category]);

  return (
    <nav className="sidebar" aria-label={t('nav.main')}>
      <Link href="/dashboard" className="sidebar__brand" onClick={onNavigate}>
        <span className="sidebar__logo" aria-hidden="true">
          IT
        </span>
        <span className={narrow ? 'brand visually-hidden' : 'brand'}>{t('portalName')}</span>
      </Link>
      {!narrow && (
        <SearchField className="sidebar__search search-input" value={filter} onChange={setFilter} aria-label={t('nav.findApp')}>
          <Search className="search-input__icon" size={14} aria-hidden="true" />
          <Input className="input" placeholder={t('nav.findApp')} />
        </SearchField>
      )}
      <NavList links={topLinks} onNavigate={onNavigate} narrow={narrow} />
      {appGroups.length > 0 && !narrow && <h2 className="sidebar__heading">{t('nav.apps')}</h2>}
      {appGroups.map((group) => (
        <AppGroup
          key={group.category}
          category={group.category}
          links={group.links}
          // While searching every match shows, folded or not; a narrow sidebar has no headings to unfold a group by.
          open={narrow || query !== '' || !collapsed.includes(group.category)}
          onToggle={() => toggle(group.category)}
          onNavigate={onNavigate}
          narrow={narrow}
        />
      ))}
      {query !== '' && topLinks.length === 0 && appGroups.length === 0 && (
        <p className="sidebar__empty" role="status">
          {t('nav.noMatch', { text: filter.trim() })}
        </p>
      )}
      <button type="button" className="sidebar__narrow-toggle" onClick={onToggleNarrow} title={narrow ? t('nav.expand') : undefined}>
        {narrow ? <PanelLeftOpen size={16} aria-hidden="true" /> : <PanelLeftClose size={16} aria-hidden="true" />}
        <span className={labelClass(narrow)}>{narrow ? t('nav.expand') : t('nav.collapse')}</span>
      </button>
    </nav>
  );
}
