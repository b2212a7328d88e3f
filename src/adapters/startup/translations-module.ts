import { I18N } from '../../application/ports/i18n-port';
import type { StartupModule } from '../../application/ports/startup-module';
import { createI18n } from '../i18n/create-i18n';
import { browserLanguage, rememberLanguage } from './browser-language';

const translations: StartupModule = {
  name: 'translations',
  run({ container }) {
    const i18n = createI18n(browserLanguage());
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
