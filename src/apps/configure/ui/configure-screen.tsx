import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/kit/page-header';
import { AppsRolesSection } from './apps-roles-section';
import { BrandingSection } from './branding-section';
import { CalendarSection } from './calendar-section';
import { LocaleSection } from './locale-section';

/** Configure: the organisation itself, in four sections, each saved on its own. */
export default function ConfigureScreen() {
  const { t } = useTranslation('configure');
  return (
    <section className="screen configure" aria-labelledby="configure-title">
      <PageHeader title={t('title')} titleId="configure-title" lead={t('lead')} />
      <nav className="configure__jump" aria-label={t('sections')}>
        <a href="#configure-access">{t('access.title')}</a>
        <a href="#configure-branding">{t('branding.title')}</a>
        <a href="#configure-locale">{t('locale.title')}</a>
        <a href="#configure-calendar">{t('calendar.title')}</a>
      </nav>
      <AppsRolesSection />
      <BrandingSection />
      <LocaleSection />
      <CalendarSection />
    </section>
  );
}
