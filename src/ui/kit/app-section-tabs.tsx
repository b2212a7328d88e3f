import type { ReactNode } from 'react';
import { useShownRoute } from '../routing/use-navigation';
import { SectionTabs } from './section-tabs';

/** One section of an app's screens: where its tab leads, and the pages (route names after the slug) it holds. */
interface AppSection {
  readonly key: string;
  readonly href: string;
  readonly routes: readonly string[];
}

/** The shown screen's route name after its app's slug (`details` of `<slug>-details`), '' elsewhere. */
export function useAppPage(slug: string): string {
  return useShownRoute()?.match.route.name.slice(slug.length + 1) ?? '';
}

/** An app's section tabs, the one holding the shown page marked current; `extraOf` adds a count or badge to a tab. */
export function AppSectionTabs({
  page,
  sections,
  label,
  labelOf,
  extraOf,
}: {
  page: string;
  sections: readonly AppSection[];
  label: string;
  labelOf: (key: string) => string;
  extraOf?: (key: string) => ReactNode;
}) {
  return (
    <SectionTabs
      label={label}
      tabs={sections.map((section) => ({
        key: section.key,
        href: section.href,
        label: labelOf(section.key),
        extra: extraOf?.(section.key),
        current: section.routes.includes(page),
      }))}
    />
  );
}
