import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import { catalogueRoutesOf, createDeviceHubKit } from '../../../../contract/apps/commerce/catalogue-routes';
import type { KitInput, ProductInput } from '../../../../contract/apps/commerce/catalogue-schemas';
import { locationRoutes } from '../../../../contract/apps/commerce/locations-routes';
import { ProblemTypes } from '../../../../contract/problem';
import { STORES, type Store } from '../domain/catalogue-terms';
import { checkPostcode } from '../domain/location-postcodes';
import { adjustmentTo } from '../domain/stock-movements';
import type { z } from 'zod';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { catalogueDataOf, type MockAdminProduct } from './catalogue-mock-state';

const refused = (code: string, reason: string, params: Record<string, string | number> = {}, field?: string) =>
  new MockProblem(409, ProblemTypes.conflict, 'The change breaks a rule', field ? [{ path: `body.${field}`, message: reason, code, params }] : undefined, { code, params });
const stale = () => new MockProblem(412, ProblemTypes.staleVersion, 'The record changed since you read it');

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
    movements: data.movements.filter((movement) => movement.product.id === product.id || movement.kit?.id === product.id),
  });
  const checked = (store: Store, body: Partial<z.output<typeof ProductInput>>) => {
    if (body.condition && store !== 'devicehub') throw refused('condition-not-allowed', 'Only Device Hub products are new or refurbished.', {}, 'condition');
  };
  const create = (caller: StaffCaller, store: Store, body: z.output<typeof KitInput> | z.output<typeof ProductInput>, kind: 'product' | 'kit') => {
    checked(store, body);
    const { components, ...fields } = { components: [], ...body };
    const product = data.addProduct(org(caller), store, { ...fields, kind, components: [...components] }, 0);
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
        categories: data.categories.filter((category) => category.organisationId === org(caller) && category.store === store),
        locations: data.locations.filter((location) => location.organisationId === org(caller) && location.kind !== 'home'),
        products: store === 'devicehub' ? data.products.filter((product) => product.organisationId === org(caller) && product.kind === 'product') : [],
      })),
      route(r.listProducts, ({ caller, query }) => {
        const words = query.q?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
        const found = data.products
          .filter((product) => product.organisationId === org(caller) && product.store === store && (!query.kind || product.kind === query.kind))
          .filter((product) => words.every((word) => product.name.toLowerCase().includes(word)))
          .sort((a, b) => a.name.localeCompare(b.name));
        const page = pageOfItems(found, query);
        return { ...page, items: page.items.map((product) => data.detail(product)) };
      }),
      route(r.createProduct, ({ caller, body }) => create(caller, store, body, 'product')),
      route(r.getProduct, ({ caller, params }) => data.detail(productOf(caller, store, params.id))),
      route(r.updateProduct, ({ caller, params, body }) => {
        const product = productOf(caller, store, params.id);
        if (product.version !== body.version) throw stale();
        checked(store, body);
        const { version: _version, ...changes } = body;
        Object.assign(product, changes, { version: product.version + 1 });
        return data.detail(product);
      }),
      route(r.uploadImage, ({ caller, params, query }) => {
        const product = productOf(caller, store, params.id);
        if (product.version !== query.version) throw stale();
        const image = { key: `commerce/products/${product.id}/${newId()}.png`, url: `data:image/png;base64,iVBORw0KGgo=` };
        Object.assign(product, { images: [...product.images, image], imageUrl: product.imageUrl ?? image.url, version: product.version + 1 });
        return data.detail(product);
      }),
      route(r.removeImage, ({ caller, params, query }) => {
        const product = productOf(caller, store, params.id);
        if (product.version !== query.version) throw stale();
        const images = product.images.filter((image) => image.key !== query.key);
        Object.assign(product, { images, imageUrl: images[0]?.url ?? null, version: product.version + 1 });
        return data.detail(product);
      }),
      route(r.receiveStock, ({ caller, params, body }) => {
        const product = productOf(caller, store, params.id);
        data.move(product, body.locationId, 'received', body.quantity, body.note, caller.user.name);
        return history(product);
      }),
      route(r.adjustStock, ({ caller, params, body }) => {
        const product = productOf(caller, store, params.id);
        const level = data.stockOf(product.id).find((each) => each.locationId === body.locationId) ?? { onHand: 0, reserved: 0 };
        const delta = adjustmentTo(level, body.counted);
        if (!delta.ok) throw refused(delta.code, delta.reason, delta.params, 'counted');
        if (delta.value !== 0) data.move(product, body.locationId, 'adjusted', delta.value, body.note, caller.user.name);
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
