import { appRoute, empty, json } from '../../descriptor';
import { byId } from '../../records';
import type { Store } from '../../../src/apps/commerce/domain/catalogue-terms';
import { ProductDetail, ProductList, ProductListQuery, StorefrontCategoryList, StorefrontHome } from './storefront-schemas';


/**
 * One storefront's routes, guarded by its own slug (`/shop/...`, `/devicehub/...`): the same implementation for both,
 * each reading only its own store's products, and only those the reader's role may see.
 */
function storefrontRoutesOf(store: Store) {
  const name = store === 'shop' ? 'Shop' : 'DeviceHub';
  return {
    getHome: appRoute(store, {
      id: `get${name}Home`,
      method: 'GET',
      path: `/${store}/home`,
      summary: 'The store front: featured products, what I viewed last, and the categories',
      success: json(StorefrontHome),
    }),
    listCategories: appRoute(store, {
      id: `list${name}Categories`,
      method: 'GET',
      path: `/${store}/categories`,
      summary: 'The categories with products I may see, with how many each holds',
      success: json(StorefrontCategoryList),
    }),
    listProducts: appRoute(store, {
      id: `list${name}Products`,
      method: 'GET',
      path: `/${store}/products`,
      summary: 'Browse and search the store: by category, kind, condition, price range and stock, sorted and paged',
      request: { query: ProductListQuery },
      success: json(ProductList),
    }),
    getProduct: appRoute(store, {
      id: `get${name}Product`,
      method: 'GET',
      path: `/${store}/products/:id`,
      summary: 'One product: images, specs, price, available stock, and a kit’s contents',
      request: byId,
      success: json(ProductDetail),
      problems: [404],
    }),
    recordView: appRoute(store, {
      id: `record${name}ProductView`,
      method: 'POST',
      path: `/${store}/products/:id/view`,
      summary: 'Remember that I looked at a product, for my recently viewed',
      request: byId,
      success: empty,
      problems: [404],
    }),
  } as const;
}

type StorefrontRoutes = ReturnType<typeof storefrontRoutesOf>;

const shopRoutes = storefrontRoutesOf('shop');
const deviceHubRoutes = storefrontRoutesOf('devicehub');

export const storefrontRoutesByStore: Readonly<Record<Store, StorefrontRoutes>> = { shop: shopRoutes, devicehub: deviceHubRoutes };

export const allStorefrontRoutes = [...Object.values(shopRoutes), ...Object.values(deviceHubRoutes)];
