import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../adapters/i18n/create-i18n';
import { shellResourcesFor } from '../adapters/i18n/shell-languages';
import deGallery from '../adapters/i18n/locales/de/kit-gallery.json';
import enGallery from '../adapters/i18n/locales/en/kit-gallery.json';
import type { Language } from '../domain/i18n/language';
import { browserLanguage } from '../adapters/startup/browser-language';
import { BrowserViewSettings } from '../adapters/storage/browser-view-settings';
import { NAVIGATION } from '../application/navigation/navigation-service';
import { VIEW_SETTINGS } from '../application/ports/view-settings-port';
import { matchRoute } from '../domain/routing/match-route';
import { KitGallery } from '../ui/kit/gallery/kit-gallery';
import { ServicesProvider } from '../ui/services/service-context';
import '../ui/styles/theme.css';
import '../ui/kit/kit.css';
import '../ui/kit/gallery/kit-gallery.css';

const galleryCatalogues = { en: enGallery, de: deGallery } satisfies Record<Language, unknown>;

/**
 * The kit page's composition root: the kit alone, with a navigation that always shows one Manage edit page (so the
 * page header has a breadcrumb to draw) and view settings that last as long as the tab.
 */
const language = browserLanguage();
const i18n = createI18n(language, {}, await shellResourcesFor(language));
for (const [language, catalogue] of Object.entries(galleryCatalogues)) i18n.addResourceBundle(language, 'kit-gallery', catalogue);
document.documentElement.lang = i18n.language;
document.title = `${i18n.t('kit-gallery:title')} · ${i18n.t('shell:portalName')}`;

const location = { path: '/apps/manage-beta/update-asset/laptop/all/ACME-0001', search: '' };
const shown = { location, match: matchRoute(location) };
const services = new Map<symbol, unknown>([
  [NAVIGATION, { subscribe: () => () => {}, shown: () => shown, navigate: () => {} }],
  [VIEW_SETTINGS, new BrowserViewSettings(window.sessionStorage)],
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={{ has: (token) => services.has(token), get: <T,>(token: symbol) => services.get(token) as T }}>
        <KitGallery />
      </ServicesProvider>
    </I18nextProvider>
  </StrictMode>,
);
