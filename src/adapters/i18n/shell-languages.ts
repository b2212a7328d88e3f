import type { LazyCatalogues } from './lazy-namespaces';
import { LANGUAGES, type Language } from '../../domain/i18n/language';
import { bundledResources, englishResources, NAMESPACES, type ShellResources } from './resources';

/** Every language's shell catalogues, each language loaded on its first use (English is in the first bundle). */
const shellLanguages: Readonly<Record<Language, () => Promise<ShellResources>>> = {
  en: () => Promise.resolve(englishResources),
  de: () => import('./german-resources').then(({ germanResources }) => germanResources),
};

/** The shell's catalogues of a language, complete, for a start in that language without a flash of English. */
export async function shellResourcesFor(language: Language): Promise<Readonly<Partial<Record<Language, Partial<ShellResources>>>>> {
  return { ...bundledResources, [language]: await shellLanguages[language]() };
}

/** The shell's namespaces for i18next's backend, so that switching language later loads the new one's catalogues. */
export const shellCatalogues: LazyCatalogues = Object.fromEntries(
  NAMESPACES.map((namespace) => [
    namespace,
    Object.fromEntries(
      LANGUAGES.map((language) => [language, () => shellLanguages[language]().then((resources) => ({ default: resources[namespace] }))]),
    ) as LazyCatalogues[string],
  ]),
);
