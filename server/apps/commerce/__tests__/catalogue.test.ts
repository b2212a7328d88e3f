import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminCategory, AdminProductDetail, AdminProductList, CatalogueOptions, StockHistory } from '../../../../contract/apps/commerce/catalogue-schemas';
import { LocationItem, LocationList } from '../../../../contract/apps/commerce/locations-schemas';
import { Problem } from '../../../../contract/problem';
import { DEMO } from '../../../seed/demo-seed';
import { pngOf } from '../../../../tests/fixtures/images/test-images';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { signedIn, otherOrganisation } from '../../../../tests/server/callers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const admin = () => signedIn(server, DEMO.admin.email);

async function created<T>(answer: Promise<{ status: number; body: unknown; text?: string }>, schema: { parse(value: unknown): T }, status = 201): Promise<T> {
  const settled = await answer;
  expect(settled.status, JSON.stringify(settled.body)).toBe(status);
  return schema.parse(settled.body);
}

describe('the organisation’s currency', () => {
  it('prices products in it only, each refusal at the currency field', async () => {
    const client = await admin();
    const priced = (currency: string) => client.call<Problem>('POST', '/configure-shop/products', { name: 'TEST cable', priceMinor: 12_345, currency });
    const refused = await priced('USD');
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'body.currency', code: 'foreign-currency', params: { currency: 'EUR', given: 'USD' } })]);
    const product = await created(priced('EUR'), AdminProductDetail);
    const changed = await client.call<Problem>('PATCH', `/configure-shop/products/${product.id}`, { currency: 'GBP', version: product.version });
    expect(changed.body.errors?.[0]).toMatchObject({ path: 'body.currency', code: 'foreign-currency' });
  });

  it('changes until money has moved in it, and then stays', async () => {
    const boss = await signedIn(server, (await otherOrganisation(server)).email);
    const settings = async (currency: string, version: number) => boss.call<Problem & { version: number; currency: string }>('PATCH', '/configure-shop/settings', { currency, approvalThresholdMinor: 50_000, version });
    const pounds = await settings('GBP', 0);
    expect(pounds.body).toMatchObject({ currency: 'GBP', version: 1 });
    const credited = await boss.call('POST', '/wallet/credits', { personId: boss.userId, amountMinor: 1_000, reason: 'Welcome', idempotencyKey: 'welcome-0001' });
    expect(credited.status, credited.text).toBe(201);

    const refused = await settings('EUR', pounds.body.version);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'body.currency', code: 'currency-locked', params: { currency: 'GBP' } })]);
    expect((await settings('GBP', pounds.body.version)).body).toMatchObject({ currency: 'GBP', version: 2 });
  });
});

describe('catalogue administration', () => {
  it('adds a product with a category, receives and counts its stock, and lists it with availability per location', async () => {
    const client = await admin();
    const options = CatalogueOptions.parse((await client.call('GET', '/configure-shop/options')).body);
    expect(options.currency).toBe('EUR');
    const warehouse = options.locations.find((location) => location.isDefaultStock)!;
    const category = await created(client.call('POST', '/configure-shop/categories', { name: 'TEST cables', slug: 'test-cables' }), AdminCategory);
    const product = await created(
      client.call('POST', '/configure-shop/products', { name: 'TEST HDMI cable', categoryId: category.id, priceMinor: 1_299, currency: 'EUR', specs: [{ name: 'Length', value: '2 m' }] }),
      AdminProductDetail,
    );
    expect(product).toMatchObject({ store: 'shop', kind: 'product', category: { slug: 'test-cables' }, available: 0, stock: [], images: [] });

    const received = await created(client.call('POST', `/configure-shop/products/${product.id}/stock/receive`, { locationId: warehouse.id, quantity: 10, note: 'First delivery' }), StockHistory, 200);
    expect(received.stock).toEqual([{ locationId: warehouse.id, locationName: warehouse.name, onHand: 10, reserved: 0, available: 10 }]);
    const counted = await created(client.call('POST', `/configure-shop/products/${product.id}/stock/adjust`, { locationId: warehouse.id, counted: 7 }), StockHistory, 200);
    expect(counted.movements.map((movement) => [movement.kind, movement.quantity, movement.onHandAfter, movement.actor])).toEqual([
      ['adjusted', -3, 7, DEMO.admin.name],
      ['received', 10, 10, DEMO.admin.name],
    ]);

    const list = AdminProductList.parse((await client.call('GET', '/configure-shop/products?q=hdmi')).body);
    expect(list.items.map((item) => [item.name, item.available, item.stock[0]?.available])).toEqual([['TEST HDMI cable', 7, 7]]);
    // The other store does not know the product.
    expect((await client.call('GET', `/configure-devicehub/products/${product.id}`)).status).toBe(404);
  });

  it('refuses bad input field by field: a condition in the Shop, invalid fields, a repeated slug', async () => {
    const client = await admin();
    const condition = await client.call('POST', '/configure-shop/products', { name: 'TEST mouse', priceMinor: 100, currency: 'EUR', condition: 'new' });
    expect(condition.status).toBe(409);
    expect(Problem.parse(condition.body).errors).toMatchObject([{ path: 'body.condition', code: 'condition-not-allowed' }]);
    const invalid = await client.call('POST', '/configure-shop/products', { name: '', priceMinor: -1, currency: 'XXX' });
    expect(invalid.status).toBe(400);
    expect(Problem.parse(invalid.body).errors?.map((error) => error.path).sort()).toEqual(['body.currency', 'body.name', 'body.priceMinor']);
    await created(client.call('POST', '/configure-shop/categories', { name: 'TEST a', slug: 'test-a' }), AdminCategory);
    const repeated = await client.call('POST', '/configure-shop/categories', { name: 'TEST b', slug: 'test-a' });
    expect(Problem.parse(repeated.body).errors).toMatchObject([{ path: 'body.slug', code: 'slug-taken' }]);
    // The same slug in the other store is another category.
    expect((await client.call('POST', '/configure-devicehub/categories', { name: 'TEST a', slug: 'test-a' })).status).toBe(201);
  });

  it('deletes a category on its current version, leaving its products in the store without one', async () => {
    const client = await admin();
    const category = await created(client.call('POST', '/configure-shop/categories', { name: 'TEST cables', slug: 'test-cables' }), AdminCategory);
    const product = await created(client.call('POST', '/configure-shop/products', { name: 'TEST HDMI cable', categoryId: category.id, priceMinor: 1_299, currency: 'EUR' }), AdminProductDetail);
    expect((await client.call('DELETE', `/configure-devicehub/categories/${category.id}?version=1`)).status).toBe(404);
    expect((await client.call('DELETE', `/configure-shop/categories/${category.id}?version=2`)).status).toBe(412);
    const globex = await signedIn(server, (await otherOrganisation(server)).email);
    expect((await globex.call('DELETE', `/configure-shop/categories/${category.id}?version=1`)).status).toBe(404);

    expect((await client.call('DELETE', `/configure-shop/categories/${category.id}?version=1`)).status).toBe(204);
    const categories = await client.call<{ items: { id: string }[] }>('GET', '/configure-shop/categories');
    expect(categories.body.items.map((each) => each.id)).not.toContain(category.id);
    expect(AdminProductDetail.parse((await client.call('GET', `/configure-shop/products/${product.id}`)).body)).toMatchObject({ name: 'TEST HDMI cable', category: null });
    expect((await client.call('DELETE', `/configure-shop/categories/${category.id}?version=1`)).status).toBe(404);
  });

  it('adds a kit of components with quantities and uploads product images', async () => {
    const client = await admin();
    const options = CatalogueOptions.parse((await client.call('GET', '/configure-devicehub/options')).body);
    const [first, second] = options.products;
    const kit = await created(
      client.call('POST', '/configure-devicehub/kits', {
        name: 'TEST kit',
        priceMinor: 5_000,
        currency: 'EUR',
        components: [
          { productId: first!.id, quantity: 1 },
          { productId: second!.id, quantity: 2 },
        ],
      }),
      AdminProductDetail,
    );
    expect(kit.components.map((component) => [component.productId, component.quantity])).toEqual([
      [first!.id, 1],
      [second!.id, 2],
    ]);
    const nested = await client.call('POST', '/configure-devicehub/kits', { name: 'TEST kit of kits', priceMinor: 1, currency: 'EUR', components: [{ productId: kit.id, quantity: 1 }] });
    expect(Problem.parse(nested.body).errors).toMatchObject([{ path: 'body.components', code: 'component-invalid' }]);

    const image = await server.app.inject({
      method: 'POST',
      url: `/api/v1/configure-devicehub/products/${kit.id}/images?version=${kit.version}`,
      headers: { authorization: `Bearer ${client.token}`, 'content-type': 'image/png' },
      payload: Buffer.from(pngOf(16, 16)),
    });
    expect(image.statusCode, image.body).toBe(200);
    const withImage = AdminProductDetail.parse(image.json());
    expect(withImage.images).toHaveLength(1);
    expect(withImage.imageUrl).toMatch(/^\/api\/v1\/files\//);
    expect((await server.app.inject({ method: 'GET', url: withImage.imageUrl! })).statusCode).toBe(200);
    const removed = await client.call('DELETE', `/configure-devicehub/products/${kit.id}/images?version=${withImage.version}&key=${encodeURIComponent(withImage.images[0]!.key)}`);
    expect(AdminProductDetail.parse(removed.body).images).toEqual([]);
  });

  it('is for admins only, and never shows another organisation its products', async () => {
    const employee = await signedIn(server, DEMO.employee.email);
    expect((await employee.call('GET', '/configure-shop/products')).status).toBe(403);
    const client = await admin();
    const product = await created(client.call('POST', '/configure-shop/products', { name: 'TEST secret', priceMinor: 1, currency: 'EUR' }), AdminProductDetail);
    const other = await otherOrganisation(server);
    const stranger = await signedIn(server, other.email);
    const answer = await stranger.call('GET', `/configure-shop/products/${product.id}`);
    expect([403, 404]).toContain(answer.status);
  });
});

describe('locations', () => {
  const address = { kind: 'office', name: 'TEST Vienna office', line1: 'Ring 1', city: 'Wien', postcode: '1010', country: 'AT' };

  it("checks the postcode against the country's format and keeps it normalised", async () => {
    const client = await admin();
    const wrong = await client.call('POST', '/shipmaster/locations', { ...address, postcode: '10115' });
    expect(wrong.status).toBe(409);
    expect(Problem.parse(wrong.body).errors).toMatchObject([{ path: 'body.postcode', code: 'postcode-format', params: { country: 'AT', example: '1010' } }]);
    const london = await created(client.call('POST', '/shipmaster/locations', { ...address, name: 'TEST London', country: 'GB', postcode: ' sw1a  1aa ' }), LocationItem);
    expect(london.postcode).toBe('SW1A 1AA');
  });

  it('moves a default from one location to another, and updates against the version read', async () => {
    const client = await admin();
    const before = LocationList.parse((await client.call('GET', '/shipmaster/locations')).body).items.find((location) => location.isDefaultShipping)!;
    const vienna = await created(client.call('POST', '/shipmaster/locations', { ...address, isDefaultShipping: true }), LocationItem);
    const after = LocationList.parse((await client.call('GET', '/shipmaster/locations')).body).items;
    expect(after.filter((location) => location.isDefaultShipping).map((location) => location.id)).toEqual([vienna.id]);
    expect(after.find((location) => location.id === before.id)!.isDefaultShipping).toBe(false);

    const renamed = await created(client.call('PATCH', `/shipmaster/locations/${vienna.id}`, { ...address, name: 'TEST Wien', version: vienna.version }), LocationItem, 200);
    expect(renamed.name).toBe('TEST Wien');
    expect((await client.call('PATCH', `/shipmaster/locations/${vienna.id}`, { ...address, version: vienna.version })).status).toBe(412);
    const home = await client.call('PATCH', `/shipmaster/locations/${vienna.id}`, { ...address, kind: 'home', isDefaultStock: true, version: renamed.version });
    expect(Problem.parse(home.body).errors).toMatchObject([{ path: 'body.isDefaultStock', code: 'not-a-stock-location' }]);
  });

  it('lets only admins change addresses', async () => {
    const employee = await signedIn(server, DEMO.employee.email);
    expect((await employee.call('POST', '/shipmaster/locations', address)).status).toBe(403);
  });
});
