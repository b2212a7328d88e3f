import type { BackendModule, ResourceKey } from 'i18next';
import type { Language } from '../../domain/i18n/language';

type Catalogue = () => Promise<{ default: ResourceKey }>;

/** One namespace's catalogue per language, each its own chunk. */
type CatalogueLoaders = Readonly<Record<Language, Catalogue>>;

/** The apps' namespaces, by name: loaded with the first screen that asks for them (useTranslation suspends). */
export type LazyCatalogues = Readonly<Record<string, CatalogueLoaders>>;

/**
 * Reads the apps' namespaces on demand, so the portal's first bundle carries the shell's strings only. Each source is
 * read when a namespace is asked for, so one filled in later (the apps', which load after sign-in) is found.
 */
export function lazyNamespaceBackend(...sources: readonly LazyCatalogues[]): BackendModule {
  return {
    type: 'backend',
    init: () => {},
    read(language, namespace, callback) {
      const load = sources.find((catalogues) => catalogues[namespace])?.[namespace]?.[language as Language];
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
}
