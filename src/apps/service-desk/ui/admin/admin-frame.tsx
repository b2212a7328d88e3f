import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../ui/kit/page-header';
import { SectionTabs } from '../../../../ui/kit/section-tabs';
import { AppSectionTabs, useAppPage } from '../../../../ui/kit/app-section-tabs';
import { RESOLVE_IT_SLUG } from '../../domain/slug';
import { CONFIG_PAGES } from '../../domain/admin-pages';
import { adminPaths } from './admin-paths';

/** The agents' sections, each with the route names (after the slug) that belong to it, for aria-current. */
const sections = [
  { key: 'dashboard', href: adminPaths.dashboard, routes: ['dashboard'] },
  { key: 'reportedIssues', href: adminPaths.queue('problem'), routes: ['reported-issues', 'reported-issue'] },
  { key: 'serviceRequests', href: adminPaths.queue('service'), routes: ['service-requests', 'service-request'] },
  { key: 'configuration', href: adminPaths.config('user-roles'), routes: [...CONFIG_PAGES] },
] as const;

/**
 * Every Resolve IT screen: its header with actions, the agents' sections, then the screen. A configuration screen
 * also lists the configuration pages, as lighter tabs under the sections.
 */
export function AdminFrame({
  title,
  lead,
  actions,
  meta,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
}) {
  // Both catalogues at once: the shared badges' words arriving later would suspend the screen after it showed.
  const { t } = useTranslation(['service-desk-admin', 'service-desk']);
  const page = useAppPage(RESOLVE_IT_SLUG);
  const configuring = (CONFIG_PAGES as readonly string[]).includes(page);
  return (
    <section className="screen service-desk resolve-it" aria-labelledby="resolve-it-title">
      <PageHeader title={title} titleId="resolve-it-title" lead={lead} actions={actions} meta={meta} />
      <AppSectionTabs page={page} sections={sections} label={t('sections.label')} labelOf={(key) => t(`sections.${key}`)} />
      {configuring && (
        <SectionTabs
          label={t('sections.configurationLabel')}
          variant="pills"
          tabs={CONFIG_PAGES.map((item) => ({ key: item, href: adminPaths.config(item), label: t(`config.pages.${item}`), current: item === page }))}
        />
      )}
      {children}
    </section>
  );
}
