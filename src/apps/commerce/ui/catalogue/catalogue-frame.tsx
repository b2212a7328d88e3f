import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { PageHeader } from '../../../../ui/kit/page-header';
import { SectionTabs } from '../../../../ui/kit/section-tabs';
import { useShownRoute } from '../../../../ui/routing/use-navigation';
import type { Store } from '../../domain/catalogue-terms';
import { CATALOGUE_SECTIONS, catalogueSectionOf, cataloguePaths, configureSlugOf } from './catalogue-paths';

/**
 * Every configure screen: its header with the screen's actions, the configure app's sections (a product's pages
 * belong to Products), then the screen.
 */
export function CatalogueFrame({
  store,
  title,
  lead,
  actions,
  children,
}: {
  store: Store;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(['commerce-catalogue', 'commerce']);
  const search = useSearch();
  const onHome = useShownRoute()?.match.route.name === configureSlugOf(store);
  const current = onHome ? catalogueSectionOf(search) : 'products';
  const paths = cataloguePaths(store);
  return (
    <section className="screen catalogue-admin" aria-labelledby="catalogue-title">
      <PageHeader title={title} titleId="catalogue-title" lead={lead} actions={actions} />
      <SectionTabs
        label={t('sections.label')}
        tabs={CATALOGUE_SECTIONS.map((section) => ({ key: section, href: paths.section(section), label: t(`sections.${section}`), current: section === current }))}
      />
      {children}
    </section>
  );
}
