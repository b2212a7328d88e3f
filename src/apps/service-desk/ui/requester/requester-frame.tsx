import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../ui/kit/page-header';
import { SectionTabs } from '../../../../ui/kit/section-tabs';
import { useShownRoute } from '../../../../ui/routing/use-navigation';
import type { RequesterSlug } from '../../domain/slug';
import { deskPaths } from './requester-paths';

/** The employee's sections, each with the route names (after the slug) that belong to it, for aria-current. */
const sections = [
  { key: 'home', href: (slug: RequesterSlug) => deskPaths(slug).home, routes: [''] },
  { key: 'myTickets', href: (slug: RequesterSlug) => deskPaths(slug).myTickets, routes: ['my-tickets', 'ticket-detail'] },
  { key: 'requestService', href: (slug: RequesterSlug) => deskPaths(slug).requestService, routes: ['request-service'] },
  { key: 'reportProblem', href: (slug: RequesterSlug) => deskPaths(slug).reportProblem, routes: ['report-problem'] },
] as const;

/** Every employee screen: its header with actions, the sections of Resolve Now (or Support), then the screen. */
export function RequesterFrame({
  slug,
  title,
  lead,
  actions,
  meta,
  children,
}: {
  slug: RequesterSlug;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
}) {
  // Both namespaces load before the screen shows, so no part of it suspends later for the shared one.
  const { t } = useTranslation(['service-desk-requester', 'service-desk']);
  const child = useShownRoute()?.match.route.name.slice(slug.length + 1) ?? '';
  return (
    <section className="screen service-desk" aria-labelledby="desk-title">
      <PageHeader title={title} titleId="desk-title" lead={lead} actions={actions} meta={meta} />
      <SectionTabs
        label={t('sections.label')}
        tabs={sections.map((section) => ({
          key: section.key,
          href: section.href(slug),
          label: t(`sections.${section.key}`),
          current: (section.routes as readonly string[]).includes(child),
        }))}
      />
      {children}
    </section>
  );
}
