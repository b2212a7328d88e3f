import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { managePaths } from '../../../../domain/routing/manage-paths';
import { useShownRoute } from '../../../routing/use-navigation';

/** Manage's sections, each with the route names that belong to it (for aria-current). */
const sections = [
  { key: 'dashboard', href: managePaths.dashboard(), routes: ['dashboard'] },
  { key: 'assets', href: managePaths.assets(), routes: ['assets', 'details', 'add-asset', 'update-asset'] },
  { key: 'accessories', href: managePaths.accessories(), routes: ['accessories', 'add-accessory', 'update-accessory'] },
  { key: 'archived', href: managePaths.archived(), routes: ['archived'] },
  { key: 'software', href: managePaths.software(), routes: ['softwares-list', 'software-details'] },
  { key: 'licences', href: managePaths.licences(), routes: ['softwares-licenses-list', 'add-license', 'update-license', 'license-details'] },
  { key: 'users', href: managePaths.users(), routes: ['users-list', 'add-user', 'edit-user', 'user-detail'] },
  { key: 'exceptions', href: managePaths.exceptions(), routes: ['exceptions'] },
  { key: 'imports', href: managePaths.importedAssets(), routes: ['manage-imported-assets'] },
  { key: 'labels', href: managePaths.labels(), routes: ['assets-label'] },
] as const;

/** Every Manage screen: the section tabs, the screen's heading with its actions, then the screen. */
export function ManageFrame({ title, lead, actions, children }: { title: string; lead?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('manage');
  const routeName = useShownRoute()?.match.route.name;
  return (
    <section className="screen manage" aria-labelledby="manage-title">
      <nav className="manage__sections" aria-label={t('sections.label')}>
        <ul>
          {sections.map((section) => (
            <li key={section.key}>
              <Link
                href={section.href}
                className="manage__section"
                aria-current={(section.routes as readonly string[]).includes(routeName?.replace(/^manage-beta-/, '') ?? '') ? 'page' : undefined}
              >
                {t(`sections.${section.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <header className="manage__header">
        <h1 id="manage-title">{title}</h1>
        {actions && <div className="manage__actions">{actions}</div>}
      </header>
      {lead && <p className="screen__lead">{lead}</p>}
      {children}
    </section>
  );
}
