import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppSectionTabs, useAppPage } from '../../../../ui/kit/app-section-tabs';
import { PageHeader } from '../../../../ui/kit/page-header';
import type { CampaignKind } from '../../domain/campaign-kind';
import { campaignPaths } from './campaign-paths';

/** Every campaign screen of a kind: its header, the kind's two sections (a new campaign, the campaigns), the screen. */
export function CampaignFrame({
  kind,
  title,
  lead,
  actions,
  meta,
  children,
}: {
  kind: CampaignKind;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
}) {
  // The shared namespace loads with the pattern's, so a state's label never suspends the screen later.
  const { t } = useTranslation(['campaigns-pattern', 'campaigns']);
  const page = useAppPage(kind);
  const paths = campaignPaths(kind);
  const sections = [
    { key: 'new', href: paths.wizard, routes: [''] },
    { key: 'campaigns', href: paths.list, routes: ['campaigns', 'campaign-details', 'update-campaign', 'campaign-add-user', 'campaign-edit-user', 'campaign-asset-details', 'campaign-user-list'] },
  ];
  return (
    <section className="screen campaigns" aria-labelledby="campaign-title">
      <PageHeader title={title} titleId="campaign-title" lead={lead} actions={actions} meta={meta} />
      <AppSectionTabs page={page} sections={sections} label={t('sections.label')} labelOf={(key) => t(`sections.${key}`)} />
      {children}
    </section>
  );
}
