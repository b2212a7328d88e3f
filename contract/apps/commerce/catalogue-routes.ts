import { ADMIN_ROLES } from '../../common';
import { appRoute, empty, json } from '../../descriptor';
import { byId } from '../../records';
import type { Store } from '../../../src/apps/commerce/domain/catalogue-terms';
import { CONFIGURE_DEVICEHUB_SLUG, CONFIGURE_SHOP_SLUG } from '../../../src/apps/commerce/domain/slug';
import { PRODUCT_IMAGE_TYPES } from '../../../src/apps/commerce/domain/product-images';
import {
  AdjustStockRequest,
  AdminCategory,
  AdminCategoryList,
  AdminProductDetail,
  AdminProductList,
  AdminProductListQuery,
  CatalogueOptions,
  CategoryInput,
  CommerceSettingsItem,
  KitInput,
  ProductInput,
  ReceiveStockRequest,
  RemoveImageQuery,
  StockHistory,
  UpdateCategoryRequest,
  UpdateCommerceSettingsRequest,
  UpdateProductRequest,
  VersionQuery,
} from './catalogue-schemas';

/** The configure app of each store: its slug guards its routes, its path prefixes them. */
export const CONFIGURE_SLUGS: Readonly<Record<Store, string>> = { shop: CONFIGURE_SHOP_SLUG, devicehub: CONFIGURE_DEVICEHUB_SLUG };

/**
 * One store's catalogue administration (`/configure-shop/...`, `/configure-devicehub/...`): the same implementation
 * for both, each reaching only its own store's products. Admins only, as every configuration is.
 */
export function catalogueRoutesOf(store: Store) {
  const slug = CONFIGURE_SLUGS[store];
  const name = store === 'shop' ? 'Shop' : 'DeviceHub';
  return {
    getOptions: appRoute(slug, {
      roles: ADMIN_ROLES,
      id: `get${name}CatalogueOptions`,
      method: 'GET',
      path: `/${slug}/options`,
      summary: 'What the product forms offer: currency, categories, stock locations and products',
      success: json(CatalogueOptions),
    }),
    listProducts: appRoute(slug, {
      roles: ADMIN_ROLES,
      id: `list${name}AdminProducts`,
      method: 'GET',
      path: `/${slug}/products`,
      summary: 'Products and kits of the store with their stock per location, searched, filtered and paged',
      request: { query: AdminProductListQuery },
      success: json(AdminProductList),
    }),
    createProduct: appRoute(slug, {
      roles: ADMIN_ROLES,
      id: `create${name}Product`,
      method: 'POST',
      path: `/${slug}/products`,
      summary: 'Add a product',
      request: { body: ProductInput },
      success: json(AdminProductDetail, 201),
      problems: [403, 409],
    }),
    getProduct: appRoute(slug, {
      roles: ADMIN_ROLES,
      id: `get${name}AdminProduct`,
      method: 'GET',
      path: `/${slug}/products/:id`,
      summary: 'One product or kit with its images, specs, components and stock',
      request: byId,
      success: json(AdminProductDetail),
      problems: [404],
    }),
    updateProduct: appRoute(slug, {
      roles: ADMIN_ROLES,
      id: `update${name}Product`,
      method: 'PATCH',
      path: `/${slug}/products/:id`,
      summary: 'Change a product or kit; a stale version answers 412',
      request: { ...byId, body: UpdateProductRequest },
      success: json(AdminProductDetail),
      problems: [404, 409, 412],
    }),
    uploadImage: appRoute(slug, {
      roles: ADMIN_ROLES,
      id: `upload${name}ProductImage`,
      method: 'POST',
      path: `/${slug}/products/:id/images`,
      summary: "Add an image to a product: the image's bytes as the body, its type as Content-Type",
      request: { ...byId, query: VersionQuery, upload: { contentTypes: PRODUCT_IMAGE_TYPES } },
      success: json(AdminProductDetail),
      problems: [404, 409, 412],
    }),
    removeImage: appRoute(slug, {
      roles: ADMIN_ROLES,
      id: `remove${name}ProductImage`,
      method: 'DELETE',
      path: `/${slug}/products/:id/images`,
      summary: 'Remove one image of a product',
      request: { ...byId, query: RemoveImageQuery },
      success: json(AdminProductDetail),
      problems: [404, 412],
    }),
    receiveStock: appRoute(slug, {
      roles: ADMIN_ROLES,
      id: `receive${name}Stock`,
      method: 'POST',
      path: `/${slug}/products/:id/stock/receive`,
      summary: 'Units received into a location',
      request: { ...byId, body: ReceiveStockRequest },
      success: json(StockHistory),
      problems: [404, 409],
    }),
    adjustStock: appRoute(slug, {
      roles: ADMIN_ROLES,
      id: `adjust${name}Stock`,
      method: 'POST',
      path: `/${slug}/products/:id/stock/adjust`,
      summary: 'A count of a location: the new on-hand figure (never below what orders reserved)',
      request: { ...byId, body: AdjustStockRequest },
      success: json(StockHistory),
      problems: [404, 409],
    }),
    getStockHistory: appRoute(slug, {
      roles: ADMIN_ROLES,
      id: `get${name}StockHistory`,
      method: 'GET',
      path: `/${slug}/products/:id/stock`,
      summary: "A product's stock per location and its movements, newest first (a kit's: its components' reservations)",
      request: byId,
      success: json(StockHistory),
      problems: [404],
    }),
    listCategories: appRoute(slug, {
      roles: ADMIN_ROLES,
      id: `list${name}AdminCategories`,
      method: 'GET',
      path: `/${slug}/categories`,
      summary: "The store's categories with how many products each holds",
      success: json(AdminCategoryList),
    }),
    createCategory: appRoute(slug, {
      roles: ADMIN_ROLES,
      id: `create${name}Category`,
      method: 'POST',
      path: `/${slug}/categories`,
      summary: 'Add a category; its slug is unique in the store',
      request: { body: CategoryInput },
      success: json(AdminCategory, 201),
      problems: [409],
    }),
    updateCategory: appRoute(slug, {
      roles: ADMIN_ROLES,
      id: `update${name}Category`,
      method: 'PATCH',
      path: `/${slug}/categories/:id`,
      summary: 'Rename a category or change its slug',
      request: { ...byId, body: UpdateCategoryRequest },
      success: json(AdminCategory),
      problems: [404, 409, 412],
    }),
    deleteCategory: appRoute(slug, {
      roles: ADMIN_ROLES,
      id: `delete${name}Category`,
      method: 'DELETE',
      path: `/${slug}/categories/:id`,
      summary: 'Remove a category; its products stay, without a category',
      request: { ...byId, query: VersionQuery },
      success: empty,
      problems: [404, 412],
    }),
    getSettings: appRoute(slug, {
      roles: ADMIN_ROLES,
      id: `get${name}CommerceSettings`,
      method: 'GET',
      path: `/${slug}/settings`,
      summary: "The organisation's currency and the order total above which an approver decides",
      success: json(CommerceSettingsItem),
    }),
    updateSettings: appRoute(slug, {
      roles: ADMIN_ROLES,
      id: `update${name}CommerceSettings`,
      method: 'PATCH',
      path: `/${slug}/settings`,
      summary: "Change the organisation's currency and approval threshold; once money has moved the currency stays (409), a stale version answers 412",
      request: { body: UpdateCommerceSettingsRequest },
      success: json(CommerceSettingsItem),
      problems: [409, 412],
    }),
  };
}

const shopCatalogueRoutes = catalogueRoutesOf('shop');
const deviceHubCatalogueRoutes = catalogueRoutesOf('devicehub');

/** Kits are Device Hub's alone. */
export const createDeviceHubKit = appRoute(CONFIGURE_DEVICEHUB_SLUG, {
  roles: ADMIN_ROLES,
  id: 'createDeviceHubKit',
  method: 'POST',
  path: `/${CONFIGURE_DEVICEHUB_SLUG}/kits`,
  summary: 'Add a kit: a product of its own made of components with quantities',
  request: { body: KitInput },
  success: json(AdminProductDetail, 201),
  problems: [403, 409],
});

export const allCatalogueRoutes = [...Object.values(shopCatalogueRoutes), ...Object.values(deviceHubCatalogueRoutes), createDeviceHubKit] as const;
