import type { MatchedRoute } from '../../../../domain/routing/route';
import { STORES, type Store } from '../../domain/catalogue-terms';

/** The storefront a screen was reached through: its route's slug (Shop or Device Hub). */
export function storeOf(match: MatchedRoute): Store {
  const store = STORES.find((each) => each === match.meta.slug);
  if (!store) throw new Error(`${match.route.name} is no Shop or Device Hub route`);
  return store;
}
