import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../ui/kit/page-header';
import { AppSectionTabs, useAppPage } from '../../../../ui/kit/app-section-tabs';
import { managePaths } from '../../domain/paths';
import { MANAGE_SLUG } from '../../domain/slug';

/** Manage's sections, each with the route names that belong to it (for aria-current). */
const sections = [
  { key: 'dashboard', href: managePaths.dashboard(), routes: ['dashboard'] },
  { key: 'assets', href: managePaths.assets(), routes: ['assets', 'details', 'add-asset', 'update-asset'] },
  { key: 'accessories', href: managePaths.accessories(), routes: ['accessories', 'add-accessory', 'update-accessory'] },
  { key: 'consumables', href: managePaths.consumables(), routes: ['consumables'] },
  { key: 'components', href: managePaths.components(), routes: ['components'] },
  { key: 'archived', href: managePaths.archived(), routes: ['archived'] },
  { key: 'software', href: managePaths.software(), routes: ['softwares-list', 'software-details'] },
  { key: 'licences', href: managePaths.licences(), routes: ['softwares-licenses-list', 'add-license', 'update-license', 'license-details'] },
  { key: 'users', href: managePaths.users(), routes: ['users-list', 'add-user', 'edit-user', 'user-detail'] },
  { key: 'exceptions', href: managePaths.exceptions(), routes: ['exceptions'] },
  { key: 'imports', href: managePaths.importedAssets(), routes: ['manage-imported-assets'] },
  { key: 'labels', href: managePaths.labels(), routes: ['assets-label'] },
] as const;

/** Every Manage screen: the screen's header with its actions, Manage's section tabs, then the screen. */
export function ManageFrame({
  title,
  lead,
  actions,
  meta,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('manage');
  const page = useAppPage(MANAGE_SLUG);
  return (
    <section className="screen manage" aria-labelledby="manage-title">
      <PageHeader title={title} titleId="manage-title" lead={lead} actions={actions} meta={meta} />
      <AppSectionTabs page={page} sections={sections} label={t('sections.label')} labelOf={(key) => t(`sections.${key}`)} />
      {children}
    </section>
  );
}
