import type { i18n } from 'i18next';
import { createI18n as createPortalI18n } from '../src/adapters/i18n/create-i18n';
import { germanResources } from '../src/adapters/i18n/german-resources';
import type { LazyCatalogues } from '../src/adapters/i18n/lazy-namespaces';
import type { Language } from '../src/domain/i18n/language';
import { englishResources } from '../src/adapters/i18n/resources';

/** Every language of the shell at once, as the portal has it after a language's chunk arrived. */
export const everyLanguage = { en: englishResources, de: germanResources };

/** The portal's i18next with every shell language already loaded, so that tests render in German synchronously. */
export function createI18n(language: Language, catalogues: LazyCatalogues = {}): i18n {
  return createPortalI18n(language, catalogues, everyLanguage);
}
