import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductValues } from '../repositories/catalogue-repository';
import { DEMO } from '../../../seed/demo-seed';
import { hashPassword } from '../../../security/passwords';
import { provisionOrganisation } from '../../../services/provisioning';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { addPerson, signedIn, otherOrganisation, type ApiClient } from '../../../../tests/server/callers';
import { addWarehouse } from './catalogue-helpers';
import { realtimeEars } from './realtime-ears';
import { commerceServer } from '../index';

interface Card {
  id: string;
  name: string;
  kind: string;
  price: { amountMinor: number; currency: string };
  available: number;
  category: { slug: string; name: string } | null;
}
interface Page {
  items: Card[];
  total: number;
}
interface CartAnswer {
  groups: { store: string; lines: { productId: string; quantity: number; lineTotal: { amountMinor: number } }[]; subtotal: { amountMinor: number } }[];
  count: number;
}

/** An organisation of its own, so that the demo's catalogue stays out of the counts: its admin and an employee. */
const INITECH = { admin: 'admin@initech.test', employee: 'eve@initech.test' };

let server: TestServer;
let initech: string;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
  const passwordHash = await hashPassword(DEMO.password, server.config.scryptCost);
  const { organisation } = await server.store.transaction((repos) =>
    provisionOrganisation(repos, 'Initech', { email: INITECH.admin, name: 'Initech Admin', role: 'admin', passwordHash }),
  );
  initech = organisation.id;
  await addPerson(server, INITECH.employee, 'employee', initech);
});

/** A small catalogue of the demo organisation: Shop peripherals, Device Hub laptops and a kit, stock in one warehouse. */
async function arrangeCatalogue(org = initech) {
  return server.storeOf(commerceServer).transaction(async (repos) => {
    const commerce = repos.own;
    const warehouse = await addWarehouse(commerce, org, 'Main warehouse', true);
    const category = async (store: 'shop' | 'devicehub', name: string) => (await commerce.categories.insert(org, { store, name, slug: name.toLowerCase() })).id;
    const [mice, keyboards, laptops] = [await category('shop', 'Mice'), await category('shop', 'Keyboards'), await category('devicehub', 'Laptops')];
    const product = async (values: Partial<ProductValues> & Pick<ProductValues, 'store' | 'name' | 'priceMinor'>, stock = 0) => {
      const row = await commerce.catalogue.insert(org, { currency: 'EUR', ...values });
      if (stock > 0) await commerce.stock.receive(org, row.id, warehouse, stock, null, null);
      return row.id;
    };
    const ids = {
      mouse: await product({ store: 'shop', name: 'Wireless mouse', description: 'Quiet clicks', categoryId: mice, priceMinor: 2_500 }, 10),
      trackball: await product({ store: 'shop', name: 'Trackball', categoryId: mice, priceMinor: 6_000 }),
      keyboard: await product({ store: 'shop', name: 'Mechanical keyboard', categoryId: keyboards, priceMinor: 9_900 }, 3),
      secret: await product({ store: 'shop', name: 'Executive pen', categoryId: keyboards, priceMinor: 50_000, visibleToRoles: ['admin'] }, 1),
      retired: await product({ store: 'shop', name: 'Ball mouse', categoryId: mice, priceMinor: 500, active: false }, 5),
      laptop: await product({ store: 'devicehub', name: 'ThinkPad X1', categoryId: laptops, priceMinor: 150_000, condition: 'refurbished' }, 4),
      dock: await product({ store: 'devicehub', name: 'USB-C dock', priceMinor: 20_000, condition: 'new' }, 6),
    };
    const kit = await product({ store: 'devicehub', kind: 'kit', name: 'Starter kit', priceMinor: 165_000 });
    await commerce.catalogue.replaceComponents(org, kit, [
      { productId: ids.laptop, quantity: 1 },
      { productId: ids.dock, quantity: 2 },
    ]);
    return { ...ids, kit, organisationId: org };
  });
}

const names = (page: { items: Card[] }) => page.items.map((item) => item.name);

describe('browsing a store', () => {
  it('lists only active products of the store the reader’s role may see, with filters, sorting and search', async () => {
    const ids = await arrangeCatalogue();
    const eve = await signedIn(server, INITECH.employee);
    const all = await eve.call<Page>('GET', '/shop/products');
    expect(all.status).toBe(200);
    expect(names(all.body)).toEqual(['Mechanical keyboard', 'Trackball', 'Wireless mouse']);
    expect(all.body.items.find((item) => item.id === ids.mouse)).toMatchObject({ available: 10, price: { amountMinor: 2_500, currency: 'EUR' }, category: { slug: 'mice' } });

    expect(names((await eve.call<Page>('GET', '/shop/products?sort=-price')).body)).toEqual(['Mechanical keyboard', 'Trackball', 'Wireless mouse']);
    expect(names((await eve.call<Page>('GET', '/shop/products?sort=price&inStock=true')).body)).toEqual(['Wireless mouse', 'Mechanical keyboard']);
    expect(names((await eve.call<Page>('GET', '/shop/products?category=mice&minPrice=3000&maxPrice=7000')).body)).toEqual(['Trackball']);
    expect(names((await eve.call<Page>('GET', '/shop/products?q=quiet')).body)).toEqual(['Wireless mouse']);
    expect(names((await eve.call<Page>('GET', '/shop/products?q=pen')).body)).toEqual([]);
    expect((await eve.call('GET', `/shop/products/${ids.secret}`)).status).toBe(404);
    expect((await eve.call('GET', `/shop/products/${ids.laptop}`)).status).toBe(404);

    const admin = await signedIn(server, INITECH.admin);
    expect(names((await admin.call<Page>('GET', '/shop/products?q=pen')).body)).toEqual(['Executive pen']);
  });

  it('counts a kit as the whole kits its components allow, filters by condition, and shows the kit’s contents', async () => {
    const ids = await arrangeCatalogue();
    const eve = await signedIn(server, INITECH.employee);
    const kits = await eve.call<Page>('GET', '/devicehub/products?kind=kit');
    expect(kits.body.items).toEqual([expect.objectContaining({ name: 'Starter kit', available: 3 })]);
    expect(names((await eve.call<Page>('GET', '/devicehub/products?condition=refurbished')).body)).toEqual(['ThinkPad X1']);
    const kit = await eve.call<{ components: { name: string; quantity: number }[] }>('GET', `/devicehub/products/${ids.kit}`);
    expect(kit.body.components.map(({ name, quantity }) => `${quantity}× ${name}`)).toEqual(['1× ThinkPad X1', '2× USB-C dock']);
  });

  it('keeps recently viewed per person, shows featured and categories on the home page', async () => {
    const ids = await arrangeCatalogue();
    const eve = await signedIn(server, INITECH.employee);
    const admin = await signedIn(server, INITECH.admin);
    expect((await eve.call('POST', `/shop/products/${ids.keyboard}/view`)).status).toBe(204);
    expect((await eve.call('POST', `/shop/products/${ids.mouse}/view`)).status).toBe(204);
    expect((await eve.call('POST', `/shop/products/${ids.secret}/view`)).status).toBe(404);
    type Home = { featured: Card[]; recentlyViewed: Card[]; categories: { slug: string; productCount: number }[] };
    const home = await eve.call<Home>('GET', '/shop/home');
    expect(home.body.recentlyViewed.map((card) => card.name)).toEqual(['Wireless mouse', 'Mechanical keyboard']);
    expect(home.body.featured.map((card) => card.name).sort()).toEqual(['Mechanical keyboard', 'Wireless mouse']);
    expect(home.body.categories).toEqual([expect.objectContaining({ slug: 'keyboards', productCount: 1 }), expect.objectContaining({ slug: 'mice', productCount: 2 })]);
    expect((await admin.call<Home>('GET', '/shop/home')).body.recentlyViewed).toEqual([]);
    expect((await eve.call<Home>('GET', '/devicehub/home')).body.recentlyViewed).toEqual([]);
  });
});

describe('the one cart', () => {
  it('holds lines of both stores grouped with subtotals, per person, through any of its mounts', async () => {
    const ids = await arrangeCatalogue();
    const eve = await signedIn(server, INITECH.employee);
    const admin = await signedIn(server, INITECH.admin);
    expect((await eve.call<CartAnswer>('POST', '/shop/cart/lines', { productId: ids.mouse, quantity: 2 })).status).toBe(200);
    await eve.call('POST', '/shop/cart/lines', { productId: ids.mouse });
    await eve.call('POST', '/devicehub/cart/lines', { productId: ids.kit, quantity: 1 });
    const cart = await eve.call<CartAnswer>('GET', '/cart');
    expect(cart.body.count).toBe(4);
    expect(cart.body.groups.map((group) => [group.store, group.subtotal.amountMinor])).toEqual([
      ['shop', 7_500],
      ['devicehub', 165_000],
    ]);
    expect((await eve.call<CartAnswer>('PATCH', `/devicehub/cart/lines/${ids.mouse}`, { quantity: 1 })).body.count).toBe(2);
    expect((await eve.call<CartAnswer>('DELETE', `/shop/cart/lines/${ids.kit}`)).body.groups.map((group) => group.store)).toEqual(['shop']);
    expect((await eve.call('PATCH', `/shop/cart/lines/${ids.keyboard}`, { quantity: 1 })).status).toBe(404);
    expect((await eve.call('DELETE', `/shop/cart/lines/${ids.keyboard}`)).status).toBe(404);
    expect((await admin.call<CartAnswer>('GET', '/cart')).body).toEqual({ groups: [], count: 0 });

    const lines = await server.storeOf(commerceServer).repos.own.cart.linesOf(ids.organisationId, eve.userId);
    expect(lines).toEqual([{ productId: ids.mouse, quantity: 1, store: 'shop' }]);
    await server.storeOf(commerceServer).repos.own.cart.removeProducts(ids.organisationId, eve.userId, [ids.mouse]);
    expect((await eve.call<CartAnswer>('GET', '/shop/cart')).body.count).toBe(0);
  });

  it('refuses what the person may not see, bad quantities and a line over the limit', async () => {
    const ids = await arrangeCatalogue();
    const eve = await signedIn(server, INITECH.employee);
    expect((await eve.call('POST', '/shop/cart/lines', { productId: ids.secret })).status).toBe(404);
    expect((await eve.call('POST', '/shop/cart/lines', { productId: ids.retired })).status).toBe(404);
    expect((await eve.call('POST', '/shop/cart/lines', { productId: ids.mouse, quantity: 0 })).status).toBe(400);
    await eve.call('POST', '/shop/cart/lines', { productId: ids.mouse, quantity: 98 });
    const over = await eve.call('POST', '/shop/cart/lines', { productId: ids.mouse, quantity: 2 });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'cart-line-limit', params: { max: 99 } });
    // Cart is open to employees; the cartpage app is not.
    expect((await eve.call('GET', '/cartpage/cart')).status).toBe(403);
  });

  it('never shows or takes another organisation’s products', async () => {
    const ids = await arrangeCatalogue();
    const globex = await otherOrganisation(server);
    const theirs = await arrangeCatalogue(globex.organisationId);
    const boss = await signedIn(server, globex.email);
    expect((await boss.call('GET', `/shop/products/${ids.mouse}`)).status).toBe(404);
    expect((await boss.call('POST', '/shop/cart/lines', { productId: ids.mouse })).status).toBe(404);
    expect((await boss.call<Page>('GET', '/shop/products')).body.items.every((item) => Object.values(theirs).includes(item.id))).toBe(true);
    const eve = await signedIn(server, INITECH.employee);
    await eve.call('POST', '/shop/cart/lines', { productId: ids.mouse });
    expect((await boss.call<CartAnswer>('GET', '/cart')).body.count).toBe(0);
  });
});

describe('the cart badge', () => {
  const hear = realtimeEars(() => server, 'commerce.cart.changed');
  const listen = (client: ApiClient) => hear(client.token);

  it('tells only the person whose cart changed its new count', async () => {
    const ids = await arrangeCatalogue();
    const eve = await signedIn(server, INITECH.employee);
    const colleague = await signedIn(server, await personEmail('sam@initech.test'));
    const [eveHears, samHears] = [await listen(eve), await listen(colleague)];
    await eve.call('POST', '/shop/cart/lines', { productId: ids.mouse, quantity: 2 });
    await eve.call('PATCH', `/shop/cart/lines/${ids.mouse}`, { quantity: 3 });
    await colleague.call('GET', '/cart');
    await expect.poll(() => eveHears).toEqual([{ count: 2 }, { count: 3 }]);
    expect(samHears).toEqual([]);
  });
});

async function personEmail(email: string): Promise<string> {
  await addPerson(server, email, 'employee', initech);
  return email;
}
