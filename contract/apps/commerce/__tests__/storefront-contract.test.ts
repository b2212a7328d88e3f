import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import { cartRoutesByMount } from '../cart-routes';
import { catalogueRoutesOf, createDeviceHubKit } from '../catalogue-routes';
import { storefrontRoutesByStore } from '../storefront-routes';
import { CART_MOUNTS, MAX_LINE_QUANTITY } from '../../../../src/apps/commerce/domain/cart-rules';
import { MAX_ORDER_TOTAL_MINOR } from '../../../../src/apps/commerce/domain/order-totals';
import { STORES, type Store } from '../../../../src/apps/commerce/domain/catalogue-terms';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const euros = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });

/**
 * Shop and Device Hub as a shopper sees them, one implementation under two slugs, and the one cart under each of its
 * four mounts, on the server and the mocks alike: only active products the reader's role may see, with their stock.
 */
describe.each([realServer(), mockServer()])('the storefronts and the cart on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend);

  /** A category of the store holding an in-stock product, a dearer one for admins only and an inactive one, as the admin makes them. */
  async function arrange(store: Store) {
    const admin = catalogueRoutesOf(store);
    const warehouse = (await ok(admin.getOptions)).locations.find((location) => location.isDefaultStock)!;
    const category = await ok(admin.createCategory, { body: { name: 'Contract gear', slug: 'contract-gear' } });
    const product = (name: string, priceMinor: number, extra: object = {}) =>
      ok(admin.createProduct, { body: { name, priceMinor, currency: 'EUR', categoryId: category.id, description: 'Sturdy contract gear.', ...extra } });
    const open = await product('Contract adapter', 1_000, { specs: [{ name: 'Plug', value: 'USB-C' }] });
    const restricted = await product('Contract tablet', 2_000, { visibleToRoles: ['admin', 'owner'] });
    const inactive = await product('Contract relic', 500, { active: false });
    await ok(admin.receiveStock, { params: { id: open.id }, body: { locationId: warehouse.id, quantity: 4 } });
    return { open, restricted, inactive, warehouse };
  }

  it.each(STORES)('%s: the home, the categories and the search show only what the reader may see', async (store) => {
    const api = storefrontRoutesByStore[store];
    const { open, restricted, inactive } = await arrange(store);
    const eve = await tokenOf(MOCK_DEMO.employee.email);
    const category = { slug: 'contract-gear', name: 'Contract gear' };
    const card = { id: open.id, store, kind: 'product', name: 'Contract adapter', category, price: euros(1_000), imageUrl: null, condition: null, available: 4 };

    expect((await ok(api.listCategories, { token: eve })).items).toContainEqual({ ...category, productCount: 1, imageUrl: null });
    expect((await ok(api.listCategories)).items).toContainEqual({ ...category, productCount: 2, imageUrl: null });
    const inCategory = await ok(api.listProducts, { token: eve, query: { category: 'contract-gear' } });
    expect(inCategory).toMatchObject({ total: 1, page: 1, items: [card] });
    const asAdmin = (query: Record<string, string>) => ok(api.listProducts, { query: { category: 'contract-gear', ...query } }).then((page) => page.items.map((item) => item.name));
    expect(await asAdmin({})).toEqual(['Contract adapter', 'Contract tablet']);
    expect(await asAdmin({ sort: '-price' })).toEqual(['Contract tablet', 'Contract adapter']);
    expect(await asAdmin({ inStock: 'true' })).toEqual(['Contract adapter']);
    expect(await asAdmin({ minPrice: '1500' })).toEqual(['Contract tablet']);
    expect(await asAdmin({ maxPrice: '1500', q: 'sturdy adapter' })).toEqual(['Contract adapter']);
    expect((await ok(api.listProducts, { token: eve, query: { q: 'contract gear tablet' } })).items).toEqual([]);
    await problem(api.listProducts, { query: { minPrice: '-1' } }, 400, ProblemTypes.validation);

    expect(await ok(api.getProduct, { token: eve, params: { id: open.id } })).toMatchObject({
      ...card,
      description: 'Sturdy contract gear.',
      imageUrls: [],
      specs: [{ name: 'Plug', value: 'USB-C' }],
      components: [],
    });
    for (const hidden of [restricted.id, inactive.id, UNKNOWN_ID]) await problem(api.getProduct, { token: eve, params: { id: hidden } }, 404, ProblemTypes.notFound);
    const other = storefrontRoutesByStore[store === 'shop' ? 'devicehub' : 'shop'];
    await problem(other.getProduct, { token: eve, params: { id: open.id } }, 404, ProblemTypes.notFound);

    const before = await ok(api.getHome, { token: eve });
    expect(before.featured[0]).toMatchObject(card);
    expect(before.featured.map((each) => each.id)).not.toContain(restricted.id);
    expect(before.recentlyViewed).toEqual([]);
    expect(before.categories).toContainEqual({ ...category, productCount: 1, imageUrl: null });
    await ok(api.recordView, { token: eve, params: { id: open.id } });
    await problem(api.recordView, { token: eve, params: { id: restricted.id } }, 404, ProblemTypes.notFound);
    expect((await ok(api.getHome, { token: eve })).recentlyViewed).toEqual([expect.objectContaining(card)]);
    // One's recently viewed is one's own.
    expect((await ok(api.getHome)).recentlyViewed).toEqual([]);
  });

  it('shows a Device Hub kit with its contents, as many as its scarcest component allows', async () => {
    const { open } = await arrange('devicehub');
    const bundle = await ok(createDeviceHubKit, { body: { name: 'Contract bundle', priceMinor: 1_800, currency: 'EUR', components: [{ productId: open.id, quantity: 2 }] } });
    const detail = await ok(storefrontRoutesByStore.devicehub.getProduct, { params: { id: bundle.id } });
    expect(detail).toMatchObject({ kind: 'kit', available: 2, components: [{ id: open.id, name: 'Contract adapter', quantity: 2, imageUrl: null }] });
    expect((await ok(storefrontRoutesByStore.devicehub.listProducts, { query: { kind: 'kit', q: 'contract' } })).items.map((item) => item.id)).toEqual([bundle.id]);
  });

  it.each(CART_MOUNTS)('the cart under %s: adds, changes and removes lines, grouped by store, within the line limit', async (mount) => {
    const api = cartRoutesByMount[mount];
    const shop = await arrange('shop');
    const hub = await arrange('devicehub');
    // The cart's own page is open to admins only; elsewhere Eve shops, and what only admins see stays hidden from her.
    const eve = await tokenOf(MOCK_DEMO.employee.email);
    const ada = await tokenOf(MOCK_DEMO.admin.email);
    const [token, other] = mount === 'cartpage' ? [ada, eve] : [eve, ada];
    if (mount === 'cartpage') await problem(api.getCart, { token: eve }, 403, ProblemTypes.appNotAllowed);
    const hidden = [...(token === eve ? [shop.restricted.id] : []), shop.inactive.id, UNKNOWN_ID];
    expect(await ok(api.getCart, { token })).toEqual({ groups: [], count: 0 });

    const line = (product: { id: string }, quantity: number, unitMinor: number, available = 4) => ({
      productId: product.id,
      name: 'Contract adapter',
      kind: 'product',
      imageUrl: null,
      unitPrice: euros(unitMinor),
      quantity,
      lineTotal: euros(unitMinor * quantity),
      available,
    });
    expect(await ok(api.addToCart, { token, body: { productId: hub.open.id, quantity: 2 } })).toEqual({
      groups: [{ store: 'devicehub', lines: [line(hub.open, 2, 1_000)], subtotal: euros(2_000) }],
      count: 2,
    });
    const both = await ok(api.addToCart, { token, body: { productId: shop.open.id } });
    // Shop first, whatever was added first.
    expect(both).toEqual({
      groups: [
        { store: 'shop', lines: [line(shop.open, 1, 1_000)], subtotal: euros(1_000) },
        { store: 'devicehub', lines: [line(hub.open, 2, 1_000)], subtotal: euros(2_000) },
      ],
      count: 3,
    });
    expect((await ok(api.addToCart, { token, body: { productId: hub.open.id, quantity: 3 } })).groups[1]!.lines[0]!.quantity).toBe(5);

    const limit = await problem(api.addToCart, { token, body: { productId: hub.open.id, quantity: MAX_LINE_QUANTITY - 4 } }, 409, ProblemTypes.conflict);
    expect(limit).toMatchObject({ code: 'cart-line-limit', params: { max: MAX_LINE_QUANTITY } });
    for (const productId of hidden) await problem(api.addToCart, { token, body: { productId } }, 404, ProblemTypes.notFound);
    await problem(api.addToCart, { token, body: { productId: shop.open.id, quantity: 0 } }, 400, ProblemTypes.validation);

    expect((await ok(api.setCartQuantity, { token, params: { productId: shop.open.id }, body: { quantity: 7 } })).count).toBe(12);
    await problem(api.setCartQuantity, { token, params: { productId: UNKNOWN_ID }, body: { quantity: 1 } }, 404, ProblemTypes.notFound);
    await problem(api.setCartQuantity, { token, params: { productId: shop.open.id }, body: { quantity: MAX_LINE_QUANTITY + 1 } }, 400, ProblemTypes.validation);

    // A product withdrawn meanwhile leaves the cart's answer and count.
    await ok(catalogueRoutesOf('devicehub').updateProduct, { params: { id: hub.open.id }, body: { version: hub.open.version, active: false } });
    expect(await ok(api.getCart, { token })).toEqual({ groups: [{ store: 'shop', lines: [line(shop.open, 7, 1_000)], subtotal: euros(7_000) }], count: 7 });

    expect(await ok(api.removeFromCart, { token, params: { productId: shop.open.id } })).toEqual({ groups: [], count: 0 });
    await problem(api.removeFromCart, { token, params: { productId: shop.open.id } }, 404, ProblemTypes.notFound);
    // The cart is the person's own: the other's is still empty.
    expect(await ok(cartRoutesByMount.cart.getCart, { token: other })).toEqual({ groups: [], count: 0 });
  });

  it('refuses a cart change that makes one store\'s part larger than one order may be, and keeps the cart as it was', async () => {
    const api = cartRoutesByMount.cart;
    const catalogue = catalogueRoutesOf('shop');
    // A price at the largest amount an answer carries: two of them are one order's most, a third is too many.
    const costly = await ok(catalogue.createProduct, { body: { name: 'Contract server rack', priceMinor: MAX_ORDER_TOTAL_MINOR / 2, currency: 'EUR' } });
    const at = (await ok(catalogue.getOptions)).locations.find((location) => location.isDefaultStock)!;
    await ok(catalogue.receiveStock, { params: { id: costly.id }, body: { locationId: at.id, quantity: 5 } });
    expect((await ok(api.addToCart, { body: { productId: costly.id, quantity: 2 } })).groups[0]!.subtotal.amountMinor).toBe(MAX_ORDER_TOTAL_MINOR);
    const refused = await problem(api.addToCart, { body: { productId: costly.id } }, 409, ProblemTypes.conflict);
    expect(refused).toMatchObject({ code: 'total-too-large' });
    expect(refused.errors?.map((error) => error.path)).toEqual(['body.quantity']);
    await problem(api.setCartQuantity, { params: { productId: costly.id }, body: { quantity: 3 } }, 409, ProblemTypes.conflict);
    expect((await ok(api.getCart)).groups[0]!.lines[0]!.quantity).toBe(2);
  });
});
