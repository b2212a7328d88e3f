import { I18N, I18N_CATALOGUES } from '../../application/ports/i18n-port';
import type { StartupModule } from '../../application/ports/startup-module';
import { createI18n } from '../i18n/create-i18n';
import type { LazyCatalogues } from '../i18n/lazy-namespaces';
import { shellResourcesFor } from '../i18n/shell-languages';
import { browserLanguage, rememberLanguage, shareLanguageWithServer } from './browser-language';

const translations: StartupModule = {
  name: 'translations',
  async run({ container }) {
    const catalogues = container.has(I18N_CATALOGUES) ? container.get<LazyCatalogues>(I18N_CATALOGUES) : {};
    const language = browserLanguage();
    // A language other than English arrives before the first screen, so nobody sees the page switch language.
    const i18n = createI18n(language, catalogues, await shellResourcesFor(language));
    // Screen readers and hyphenation follow the page's lang, so it tracks the language shown.
    const page = document.documentElement;
    page.lang = i18n.language;
    shareLanguageWithServer(i18n.language);
    i18n.on('languageChanged', (language) => {
      page.lang = language;
      rememberLanguage(language);
      shareLanguageWithServer(language);
    });
    container.set(I18N, i18n);
  },
};

export default translations;
