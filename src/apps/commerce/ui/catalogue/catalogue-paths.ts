import type { MatchedRoute } from '../../../../domain/routing/route';
import { appBase } from '../../../../domain/routing/route-builders';
import { STORES, type Store } from '../../domain/catalogue-terms';
import { CONFIGURE_DEVICEHUB_SLUG, CONFIGURE_SHOP_SLUG } from '../../domain/slug';

const slugs: Readonly<Record<Store, string>> = { shop: CONFIGURE_SHOP_SLUG, devicehub: CONFIGURE_DEVICEHUB_SLUG };

/** The configure app of a store; its slug is also the route name of its configure page. */
export const configureSlugOf = (store: Store) => slugs[store];

/**
 * The configure page's sections. The route table gives the configure app one page of its own, so the categories and
 * the settings are that page with `?section=`: each still its own address, for Back and bookmarks.
 */
export const CATALOGUE_SECTIONS = ['products', 'categories', 'settings'] as const;
type CatalogueSection = (typeof CATALOGUE_SECTIONS)[number];

/** The section a configure page's address asks for; products when it names none (or one that does not exist). */
export function catalogueSectionOf(search: string): CatalogueSection {
  const asked = new URLSearchParams(search).get('section');
  return CATALOGUE_SECTIONS.find((section) => section === asked) ?? 'products';
}

/** The pages of one store's configure app. */
export function cataloguePaths(store: Store) {
  const base = appBase(slugs[store]);
  return {
    home: base,
    section: (section: CatalogueSection) => (section === 'products' ? base : `${base}?section=${section}`),
    addProduct: `${base}/add-product`,
    addKit: `${base}/add-kit`,
    editProduct: (id: string) => `${base}/edit-product/${encodeURIComponent(id)}`,
    stockHistory: (id: string) => `${base}/stock-history/${encodeURIComponent(id)}`,
  };
}

/** The store a configure screen administers: its route's slug. */
export function configuredStoreOf(match: MatchedRoute): Store {
  const store = STORES.find((each) => slugs[each] === match.meta.slug);
  if (!store) throw new Error(`${match.route.name} is no configure route`);
  return store;
}
