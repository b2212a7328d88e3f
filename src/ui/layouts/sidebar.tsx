import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { groupByCategory, type CatalogueApp } from '../../domain/apps/app-catalogue';
import { appSegment } from '../../domain/routing/match-route';
import { useSession } from '../queries/use-session';
import { useShownRoute } from '../routing/use-navigation';

const shellLinks = [
  { href: '/dashboard', label: 'nav.dashboard' },
  { href: '/apps', label: 'nav.appStore' },
  { href: '/quick-links', label: 'nav.quickLinks' },
  { href: '/integrations', label: 'nav.integrations' },
  { href: '/settings', label: 'nav.settings' },
] as const;

/** The shell's links and the person's allowed apps, grouped by category. */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const path = useShownRoute()?.location.path ?? '';
  const groups = groupByCategory(useSession().allowedApps);
  const page = (isCurrent: boolean) => (isCurrent ? 'page' : undefined);
  const inApp = (app: CatalogueApp) => path === app.home || appSegment(path) === app.slug;
  return (
    <nav className="sidebar" aria-label={t('nav.main')}>
      <p className="brand sidebar__brand">{t('portalName')}</p>
      <ul className="sidebar__list">
        {shellLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="sidebar__link" aria-current={page(path === link.href)} onClick={onNavigate}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="sidebar__heading">{t('nav.apps')}</h2>
      {groups.map((group) => (
        <section key={group.category} className="sidebar__group" aria-labelledby={`category-${group.category}`}>
          <h3 id={`category-${group.category}`} className="sidebar__category">
            {t(`categories.${group.category}`)}
          </h3>
          <ul className="sidebar__list">
            {group.apps.map((app) => (
              <li key={app.slug}>
                <Link href={app.home} className="sidebar__link" aria-current={page(inApp(app))} onClick={onNavigate}>
                  {t(`apps.${app.slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
