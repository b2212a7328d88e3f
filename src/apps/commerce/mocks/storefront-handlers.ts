import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import { storefrontRoutesByStore } from '../../../../contract/apps/commerce/storefront-routes';
import type { ProductSortField } from '../../../../contract/apps/commerce/storefront-schemas';
import { parseSort } from '../../../../contract/list';
import { STORES, type Store } from '../domain/catalogue-terms';
import { mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { storefrontDataOf, type MockProduct } from './storefront-mock-state';

/** How many products each row of the home page shows, as on the server. */
const HOME_ROW = 8;

/** Shop and Device Hub (the same handlers under each store's slug), over the storefronts' mock data. */
export function storefrontHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const shop = storefrontDataOf(state);
  const shown = ({ user }: StaffCaller, store: Store) => shop.products.filter((product) => product.store === store && shop.sees(user, product));
  const one = (caller: StaffCaller, store: Store, id: string) => {
    const product = shown(caller, store).find((each) => each.id === id);
    if (!product) throw mockNotFound('product');
    return product;
  };
  return STORES.flatMap((store) => {
    const routes = storefrontRoutesByStore[store];
    return [
      route(routes.getHome, ({ caller }) => {
        const visible = shown(caller, store);
        const viewed = (shop.recentlyViewed.get(caller.user.id) ?? []).flatMap((id) => visible.filter((product) => product.id === id));
        return {
          featured: visible
            .filter((product) => product.available > 0)
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
            .slice(0, HOME_ROW)
            .map((product) => shop.card(product)),
          recentlyViewed: viewed.slice(0, HOME_ROW).map((product) => shop.card(product)),
          categories: shop.categoriesOf(caller.user, store),
        };
      }),
      route(routes.listCategories, ({ caller }) => ({ items: shop.categoriesOf(caller.user, store) })),
      route(routes.listProducts, ({ caller, query }) => {
        const words = query.q?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
        const text = (product: MockProduct) => `${product.name} ${product.description} ${shop.card(product).category?.name ?? ''}`.toLowerCase();
        const found = shown(caller, store).filter(
          (product) =>
            (!query.category || product.categorySlug === query.category) &&
            (!query.kind || product.kind === query.kind) &&
            (!query.condition || product.condition === query.condition) &&
            (query.minPrice === undefined || product.price.amountMinor >= query.minPrice) &&
            (query.maxPrice === undefined || product.price.amountMinor <= query.maxPrice) &&
            (!query.inStock || product.available > 0) &&
            words.every((word) => text(product).includes(word)),
        );
        const { field, descending } = parseSort<ProductSortField>(query.sort, 'name');
        const value = (product: MockProduct) => (field === 'price' ? String(product.price.amountMinor).padStart(12, '0') : field === 'createdAt' ? product.createdAt : product.name);
        const ordered = [...found].sort((a, b) => (descending ? -1 : 1) * value(a).localeCompare(value(b)) || a.id.localeCompare(b.id));
        const page = pageOfItems(ordered, query);
        return { ...page, items: page.items.map((product) => shop.card(product)) };
      }),
      route(routes.getProduct, ({ caller, params }) => shop.detail(one(caller, store, params.id))),
      route(routes.recordView, ({ caller, params }) => {
        const product = one(caller, store, params.id);
        const viewed = shop.recentlyViewed.get(caller.user.id) ?? [];
        shop.recentlyViewed.set(caller.user.id, [product.id, ...viewed.filter((id) => id !== product.id)]);
      }),
    ];
  });
}
