import type { BackendModule, ResourceKey } from 'i18next';

type Catalogue = () => Promise<{ default: ResourceKey }>;

/**
 * Catalogues of apps, loaded with the first screen that asks for them (useTranslation suspends meanwhile), so
 * the portal's first bundle carries the shell's strings only.
 */
export const lazyCatalogues: Readonly<Record<string, Readonly<Record<'en' | 'de', Catalogue>>>> = {
  manage: { en: () => import('./locales/en/manage.json'), de: () => import('./locales/de/manage.json') },
  'manage-assets': { en: () => import('./locales/en/manage-assets.json'), de: () => import('./locales/de/manage-assets.json') },
  'manage-accessories': {
    en: () => import('./locales/en/manage-accessories.json'),
    de: () => import('./locales/de/manage-accessories.json'),
  },
  'manage-software': { en: () => import('./locales/en/manage-software.json'), de: () => import('./locales/de/manage-software.json') },
  'manage-people': { en: () => import('./locales/en/manage-people.json'), de: () => import('./locales/de/manage-people.json') },
  'manage-review': { en: () => import('./locales/en/manage-review.json'), de: () => import('./locales/de/manage-review.json') },
};

export const LAZY_NAMESPACES = Object.keys(lazyCatalogues);

export const lazyNamespaceBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = lazyCatalogues[namespace]?.[language as 'en' | 'de'];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
