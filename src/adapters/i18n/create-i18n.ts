import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { activityCatalogue } from './activity-catalogue';
import { lazyNamespaceBackend, type LazyCatalogues } from './lazy-namespaces';
import type { Language } from '../../domain/i18n/language';
import { bundledResources, NAMESPACES, type ShellResources } from './resources';
import { shellCatalogues } from './shell-languages';

export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * A ready i18next instance bound to React. It starts from the shell's catalogues given (by default what the first
 * bundle carries: English, and the startup notice in every language), so it initialises synchronously; the rest of a
 * language, the action codes' words and the apps' catalogues load on first use. `catalogues` is read at each use, so
 * apps may add theirs later.
 */
export function createI18n(
  language: Language,
  catalogues: LazyCatalogues = {},
  resources: Readonly<Partial<Record<Language, Partial<ShellResources>>>> = bundledResources,
): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).use(lazyNamespaceBackend(shellCatalogues, activityCatalogue, catalogues)).init({
    resources,
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: 'en',
    ns: NAMESPACES,
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
