import { useTranslation } from 'react-i18next';
import { AppSectionTabs, useAppPage } from '../../../ui/kit/app-section-tabs';
import { AUDIT_TRAIL_SLUG } from '../domain/slug';

const home = `/apps/${AUDIT_TRAIL_SLUG}`;
const SECTIONS = [
  { key: 'trail', href: home, routes: [''] },
  { key: 'audits', href: `${home}/audits`, routes: ['audits', 'audit-round'] },
] as const;

/** Audit Manager's two halves as tabs under each screen's title: the trail and the physical audits. */
export function AuditSections() {
  const { t } = useTranslation('audit');
  const page = useAppPage(AUDIT_TRAIL_SLUG);
  return <AppSectionTabs page={page} sections={SECTIONS} label={t('sections.label')} labelOf={(key) => t(`sections.${key}`)} />;
}
