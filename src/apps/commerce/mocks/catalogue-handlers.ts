import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import { catalogueRoutesOf, createDeviceHubKit } from '../../../../contract/apps/commerce/catalogue-routes';
import type { KitInput, ProductInput } from '../../../../contract/apps/commerce/catalogue-schemas';
import { locationRoutes } from '../../../../contract/apps/commerce/locations-routes';
import { parseSort } from '../../../../contract/list';
import { STORES, storeHasKits, type Store } from '../domain/catalogue-terms';
import { holdsStock } from '../domain/location-terms';
import { checkPostcode } from '../domain/location-postcodes';
import { checkCurrencyChange, checkPriceCurrency } from '../domain/organisation-currency';
import { MAX_PRODUCT_IMAGES } from '../domain/product-images';
import { adjustmentTo } from '../domain/stock-movements';
import type { z } from 'zod';
import { mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { catalogueDataOf, type MockAdminProduct } from './catalogue-mock-state';
import { decided, refused, stale } from './mock-refusals';
import { moneyDataOf } from './money-mock-state';
import { manageDataOf } from '../../manage/mocks/mock-state';

type Components = readonly { productId: string; quantity: number }[];

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Shop Configure, Device Hub Configure (the same handlers under each slug) and Locations, over their mock data. */
export function catalogueHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = catalogueDataOf(state);
  const org = (caller: StaffCaller) => caller.user.organisationId;
  const productOf = (caller: StaffCaller, store: Store, id: string) => {
    const product = data.products.find((each) => each.id === id && each.organisationId === org(caller) && each.store === store);
    if (!product) throw mockNotFound('product');
    return product;
  };
  const history = (product: MockAdminProduct) => ({
    product: { id: product.id, name: product.name, kind: product.kind },
    stock: product.kind === 'kit' ? [] : data.stockOf(product.id),
    available: data.availableOf(product),
    accessory: data.accessoryOf(product),
    movements: data.movements.filter((movement) => movement.product.id === product.id || movement.kit?.id === product.id),
  });
  /** As the server's checkFields: the organisation's currency, a condition only in Device Hub, a category of the store. */
  const checked = (caller: StaffCaller, store: Store, values: { currency: string; condition?: string | null; categoryId?: string | null }) => {
    decided(checkPriceCurrency(values.currency, data.settingsOf(org(caller)).currency), 'currency');
    if (values.condition && store !== 'devicehub') throw refused('condition-not-allowed', 'Only Device Hub products are new or refurbished.', {}, 'condition');
    if (values.categoryId) {
      const category = data.categories.find((each) => each.id === values.categoryId && each.organisationId === org(caller));
      if (!category || category.store !== store) throw refused('unknown-category', 'The category is not one of this store.', {}, 'categoryId');
    }
  };
  /** As the server's checkLink: a product (never a kit) sells an accessory Manage keeps, once its own shelves are empty. */
  const checkLink = (caller: StaffCaller, product: MockAdminProduct | null, accessoryId: string) => {
    if (product?.kind === 'kit') throw refused('kit-has-no-stock', "A kit's stock is its components' stock.", {}, 'accessoryId');
    if (!manageDataOf(state).stockAccessories(org(caller)).some((accessory) => accessory.id === accessoryId)) {
      throw refused('unknown-accessory', 'Choose one of the accessories Manage keeps.', {}, 'accessoryId');
    }
    if (product && data.stockOf(product.id).some((level) => level.onHand > 0)) {
      throw refused('own-stock-held', 'The product still has units on its own shelves: count them into the accessory in Manage and set the shelves to 0 first.', {}, 'accessoryId');
    }
  };
  /** A kit holds products (never another kit), each once. */
  const checkComponents = (caller: StaffCaller, components: Components) => {
    const ids = components.map((component) => component.productId);
    if (new Set(ids).size !== ids.length) throw refused('component-repeated', 'Name each component once, with its quantity.', {}, 'components');
    const usable = ids.filter((id) => data.products.some((each) => each.id === id && each.organisationId === org(caller) && each.kind === 'product'));
    if (usable.length !== ids.length) throw refused('component-invalid', 'A kit holds products, not kits.', {}, 'components');
  };
  const create = (caller: StaffCaller, store: Store, body: z.output<typeof KitInput> | z.output<typeof ProductInput>, kind: 'product' | 'kit') => {
    checked(caller, store, body);
    if ('accessoryId' in body && body.accessoryId) checkLink(caller, null, body.accessoryId);
    const { components, ...fields } = { components: [], ...body };
    if (kind === 'kit') checkComponents(caller, components);
    const product = data.addProduct(org(caller), store, { ...fields, kind, components: [...components] }, 0);
    return data.detail(product);
  };
  /** Stock belongs to products (a kit's is its components', a linked product's its accessory's), kept at offices and warehouses. */
  const stockTarget = (caller: StaffCaller, store: Store, id: string, locationId: string) => {
    const product = productOf(caller, store, id);
    if (product.kind === 'kit') throw refused('kit-has-no-stock', "A kit's stock is its components' stock.");
    if (product.accessoryId) throw refused('stock-kept-in-manage', "The product sells a Manage accessory's count: receive and count it in Manage.");
    const location = data.locations.find((each) => each.id === locationId && each.organisationId === org(caller));
    if (!location || !holdsStock(location.kind)) throw refused('not-a-stock-location', 'Stock is kept at offices and warehouses.', {}, 'locationId');
    return product;
  };
  /** The admin's search: `q` anywhere in the name, description or category's name; sorted like the server's list. */
  const searched = (caller: StaffCaller, store: Store, query: { q?: string | undefined; kind?: string | undefined; categoryId?: string | undefined; sort?: string | undefined }) => {
    const q = query.q?.toLowerCase();
    const categoryName = (product: MockAdminProduct) => data.categories.find((each) => each.id === product.categoryId)?.name ?? '';
    const { field, descending } = parseSort<'name' | 'price' | 'createdAt'>(query.sort, 'name');
    const value = (product: MockAdminProduct) => (field === 'price' ? String(product.priceMinor).padStart(12, '0') : field === 'createdAt' ? product.createdAt : product.name);
    return data.products
      .filter((product) => product.organisationId === org(caller) && product.store === store && (!query.kind || product.kind === query.kind))
      .filter((product) => !query.categoryId || product.categoryId === query.categoryId)
      .filter((product) => !q || [product.name, product.description, categoryName(product)].some((text) => text.toLowerCase().includes(q)))
      .sort((a, b) => (descending ? -1 : 1) * (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0) || a.id.localeCompare(b.id));
  };
  const imagesChanged = (product: MockAdminProduct, version: number, images: MockAdminProduct['images']) => {
    if (product.version !== version) throw stale();
    Object.assign(product, { images, imageUrl: images[0]?.url ?? null, version: product.version + 1 });
    return data.detail(product);
  };
  /** A slug is unique in its store, as the server's index keeps it. */
  const slugFree = (caller: StaffCaller, store: Store, slug: string, exceptId: string | null) => {
    const taken = data.categories.some((each) => each.organisationId === org(caller) && each.store === store && each.slug === slug && each.id !== exceptId);
    if (taken) throw refused('slug-taken', 'Another category of the store has this slug.', {}, 'slug');
  };
  const storeRoutes = STORES.flatMap((store) => {
    const r = catalogueRoutesOf(store);
    return [
      route(r.getOptions, ({ caller }) => ({
        currency: data.settingsOf(org(caller)).currency,
        categories: data.categories.filter((category) => category.organisationId === org(caller) && category.store === store).sort(byName),
        locations: data.locations.filter((location) => location.organisationId === org(caller) && holdsStock(location.kind)).sort(byName),
        // What a kit may hold: the products (never kits) of both stores.
        products: storeHasKits(store) ? STORES.flatMap((each) => searched(caller, each, { kind: 'product' })).map(({ id, name }) => ({ id, name })) : [],
        accessories: manageDataOf(state).stockAccessories(org(caller)),
      })),
      route(r.listProducts, ({ caller, query }) => {
        const page = pageOfItems(searched(caller, store, query), query);
        return { ...page, items: page.items.map((product) => data.detail(product)) };
      }),
      route(r.createProduct, ({ caller, body }) => create(caller, store, body, 'product')),
      route(r.getProduct, ({ caller, params }) => data.detail(productOf(caller, store, params.id))),
      route(r.updateProduct, ({ caller, params, body }) => {
        const product = productOf(caller, store, params.id);
        const { version, components, ...changes } = body;
        checked(caller, store, { ...product, ...changes });
        if (changes.accessoryId && changes.accessoryId !== product.accessoryId) checkLink(caller, product, changes.accessoryId);
        if (components && product.kind !== 'kit') throw refused('not-a-kit', 'Only a kit has components.', {}, 'components');
        if (components) checkComponents(caller, components);
        if (product.version !== version) throw stale();
        Object.assign(product, changes, components && { components: [...components] }, { version: product.version + 1 });
        return data.detail(product);
      }),
      route(r.uploadImage, ({ caller, params, query }) => {
        const product = productOf(caller, store, params.id);
        if (product.images.length >= MAX_PRODUCT_IMAGES) {
          throw refused('too-many-images', `A product shows at most ${MAX_PRODUCT_IMAGES} images.`, { maximum: MAX_PRODUCT_IMAGES });
        }
        const image = { key: `commerce/products/${product.id}/${newId()}.png`, url: `data:image/png;base64,iVBORw0KGgo=` };
        return imagesChanged(product, query.version, [...product.images, image]);
      }),
      route(r.removeImage, ({ caller, params, query }) => {
        const product = productOf(caller, store, params.id);
        if (!product.images.some((image) => image.key === query.key)) throw mockNotFound('image');
        return imagesChanged(product, query.version, product.images.filter((image) => image.key !== query.key));
      }),
      route(r.receiveStock, ({ caller, params, body }) => {
        const product = stockTarget(caller, store, params.id, body.locationId);
        data.move(product, body.locationId, { kind: 'received', quantity: body.quantity, note: body.note, actor: caller.user.name });
        return history(product);
      }),
      route(r.adjustStock, ({ caller, params, body }) => {
        const product = stockTarget(caller, store, params.id, body.locationId);
        const level = data.stockOf(product.id).find((each) => each.locationId === body.locationId) ?? { onHand: 0, reserved: 0 };
        const delta = decided(adjustmentTo(level, body.counted), 'counted');
        if (delta !== 0) data.move(product, body.locationId, { kind: 'adjusted', quantity: delta, note: body.note, actor: caller.user.name });
        return history(product);
      }),
      route(r.getStockHistory, ({ caller, params }) => history(productOf(caller, store, params.id))),
      route(r.listCategories, ({ caller }) => ({
        items: data.categories.filter((category) => category.organisationId === org(caller) && category.store === store).map((category) => data.adminCategory(category)),
      })),
      route(r.createCategory, ({ caller, body }) => {
        slugFree(caller, store, body.slug, null);
        return data.adminCategory(data.addCategory(org(caller), store, body.name, body.slug));
      }),
      route(r.updateCategory, ({ caller, params, body }) => {
        const category = data.categories.find((each) => each.id === params.id && each.organisationId === org(caller) && each.store === store);
        if (!category) throw mockNotFound('category');
        if (category.version !== body.version) throw stale();
        slugFree(caller, store, body.slug, category.id);
        Object.assign(category, { name: body.name, slug: body.slug, version: category.version + 1 });
        return data.adminCategory(category);
      }),
      route(r.deleteCategory, ({ caller, params, query }) => {
        const category = data.categories.find((each) => each.id === params.id && each.organisationId === org(caller) && each.store === store);
        if (!category) throw mockNotFound('category');
        if (category.version !== query.version) throw stale();
        data.categories.splice(data.categories.indexOf(category), 1);
        for (const product of data.products) if (product.categoryId === category.id) product.categoryId = null;
      }),
      route(r.getSettings, ({ caller }) => data.settingsOf(org(caller))),
      route(r.updateSettings, ({ caller, body }) => {
        const before = data.settingsOf(org(caller));
        decided(checkCurrencyChange(before.currency, body.currency, body.currency !== before.currency && moneyDataOf(state).moved(org(caller))), 'currency');
        if (before.version !== body.version) throw stale();
        return data.saveSettings(org(caller), { currency: body.currency, approvalThresholdMinor: body.approvalThresholdMinor, version: before.version + 1 });
      }),
    ];
  });
  const locationsOf = (caller: StaffCaller) => data.locations.filter((location) => location.organisationId === org(caller));
  const postcodeOf = (country: string, postcode: string) => {
    const decision = checkPostcode(country, postcode);
    if (!decision.ok) throw refused(decision.code, decision.reason, decision.params, 'postcode');
    return decision.value;
  };
  const takeDefaults = (caller: StaffCaller, values: { isDefaultShipping: boolean; isDefaultStock: boolean }) => {
    for (const location of locationsOf(caller)) {
      if (values.isDefaultShipping) location.isDefaultShipping = false;
      if (values.isDefaultStock) location.isDefaultStock = false;
    }
  };
  return [
    ...storeRoutes,
    route(createDeviceHubKit, ({ caller, body }) => create(caller, 'devicehub', body, 'kit')),
    route(locationRoutes.listLocations, ({ caller, query }) => ({
      items: locationsOf(caller).filter(
        (location) => (!query.kind || location.kind === query.kind) && (!query.q || `${location.name} ${location.city} ${location.postcode}`.toLowerCase().includes(query.q.toLowerCase())),
      ),
    })),
    route(locationRoutes.getLocation, ({ caller, params }) => {
      const location = locationsOf(caller).find((each) => each.id === params.id);
      if (!location) throw mockNotFound('location');
      return location;
    }),
    route(locationRoutes.createLocation, ({ caller, body }) => {
      const postcode = postcodeOf(body.country, body.postcode);
      takeDefaults(caller, body);
      const location = { ...body, postcode, id: newId(), organisationId: org(caller), personId: null, version: 1 };
      data.locations.push(location);
      return location;
    }),
    route(locationRoutes.updateLocation, ({ caller, params, body }) => {
      const location = locationsOf(caller).find((each) => each.id === params.id);
      if (!location) throw mockNotFound('location');
      if (location.version !== body.version) throw stale();
      const postcode = postcodeOf(body.country, body.postcode);
      takeDefaults(caller, body);
      Object.assign(location, body, { postcode, version: location.version + 1 });
      return location;
    }),
  ];
}
