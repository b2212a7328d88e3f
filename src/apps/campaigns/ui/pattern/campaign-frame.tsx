import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../ui/kit/page-header';
import type { CampaignKind } from '../../domain/campaign-kind';
import { CAMPAIGN_KIND_UI } from '../kinds/campaign-kinds';

/**
 * Every campaign screen of a kind: its header, then the screen. No section tabs: the app opens on its campaigns, the
 * list's header starts a new one, and the breadcrumb leads back to the list from everywhere else.
 */
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
  // The shared namespace and the kind's load with the pattern's: a state's label or a kind's column arriving later
  // would suspend the whole screen and swap it for the shell's bare "Loading…".
  const namespace = CAMPAIGN_KIND_UI[kind].namespace;
  useTranslation(['campaigns-pattern', 'campaigns', ...(namespace ? [namespace] : [])]);
  return (
    <section className="screen campaigns" aria-labelledby="campaign-title">
      <PageHeader title={title} titleId="campaign-title" lead={lead} actions={actions} meta={meta} />
      {children}
    </section>
  );
}
