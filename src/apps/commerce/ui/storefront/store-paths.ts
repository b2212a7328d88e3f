import type { MatchedRoute } from '../../../../domain/routing/route';
import { appBase } from '../../../../domain/routing/route-builders';
import { withQuery } from '../../../../domain/routing/with-query';
import { STORES, type Store } from '../../domain/catalogue-terms';

/** The pages of one storefront. */
export function storePaths(store: Store) {
  const base = appBase(store);
  return {
    home: `${base}/home`,
    categories: `${base}/categories`,
    kits: `${base}/kits`,
    category: (slug: string) => `${base}/category/${encodeURIComponent(slug)}`,
    search: (q = '') => withQuery(`${base}/search`, q ? { q } : ''),
    product: (id: string) => `${base}/product/${encodeURIComponent(id)}`,
    cart: `${base}/cart`,
    pay: `${base}/cart/pay`,
    orders: `${base}/request-history`,
  };
}

/** The store a screen was reached through: its route's slug. */
export function storeOf(match: MatchedRoute): Store {
  const store = STORES.find((each) => each === match.meta.slug);
  if (!store) throw new Error(`${match.route.name} is no Shop or Device Hub route`);
  return store;
}
