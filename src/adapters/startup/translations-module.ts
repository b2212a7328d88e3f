import { I18N, I18N_CATALOGUES } from '../../application/ports/i18n-port';
import type { StartupModule } from '../../application/ports/startup-module';
import { createI18n } from '../i18n/create-i18n';
import type { LazyCatalogues } from '../i18n/lazy-namespaces';
import { browserLanguage, rememberLanguage } from './browser-language';

const translations: StartupModule = {
  name: 'translations',
  run({ container }) {
    const catalogues = container.has(I18N_CATALOGUES) ? container.get<LazyCatalogues>(I18N_CATALOGUES) : {};
    const i18n = createI18n(browserLanguage(), catalogues);
    // Screen readers and hyphenation follow the page's lang, so it tracks the language shown.
    const page = document.documentElement;
    page.lang = i18n.language;
    i18n.on('languageChanged', (language) => {
      page.lang = language;
      rememberLanguage(language);
    });
    container.set(I18N, i18n);
  },
};

export default translations;
