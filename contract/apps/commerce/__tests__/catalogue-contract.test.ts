import { describe, expect, it } from 'vitest';
import { ProblemTypes, type Problem } from '../../../problem';
import { catalogueRoutesOf, createDeviceHubKit } from '../catalogue-routes';
import { STORES, type Store } from '../../../../src/apps/commerce/domain/catalogue-terms';
import { pngOf } from '../../../../tests/fixtures/images/test-images';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const otherStore = (store: Store): Store => (store === 'shop' ? 'devicehub' : 'shop');
/** The refused rule of a 409: its code, and the field it is about when there is one. */
const ruleOf = (problem: Problem) => ({ code: problem.code, fields: problem.errors?.map(({ path, code }) => ({ path, code })) ?? [] });

/**
 * Shop Configure and Device Hub Configure, one implementation under two slugs, on the server and the mocks alike:
 * categories, products, images, stock and the organisation's settings, with every refusal the forms show.
 */
describe.each([realServer(), mockServer()])('the catalogue administration on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend);

  it.each(STORES)('%s: categories, with a slug unique in the store and a stale change refused', async (store) => {
    const api = catalogueRoutesOf(store);
    const created = await ok(api.createCategory, { body: { name: 'Contract cables', slug: 'contract-cables' } });
    expect(created).toMatchObject({ name: 'Contract cables', slug: 'contract-cables', productCount: 0, version: 1 });
    expect(ruleOf(await problem(api.createCategory, { body: { name: 'Again', slug: 'contract-cables' } }, 409, ProblemTypes.conflict))).toEqual({
      code: 'slug-taken',
      fields: [{ path: 'body.slug', code: 'slug-taken' }],
    });
    // The other store keeps slugs of its own.
    await ok(catalogueRoutesOf(otherStore(store)).createCategory, { body: { name: 'Contract cables', slug: 'contract-cables' } });
    const badSlug = await problem(api.createCategory, { body: { name: 'Bad', slug: 'Not A Slug' } }, 400, ProblemTypes.validation);
    expect(badSlug.errors?.map((error) => error.path)).toEqual(['body.slug']);

    const params = { id: created.id };
    const renamed = await ok(api.updateCategory, { params, body: { name: 'Contract leads', slug: 'contract-leads', version: 1 } });
    expect(renamed).toMatchObject({ name: 'Contract leads', slug: 'contract-leads', version: 2 });
    await problem(api.updateCategory, { params, body: { name: 'Lost', slug: 'lost', version: 1 } }, 412, ProblemTypes.staleVersion);
    await problem(catalogueRoutesOf(otherStore(store)).updateCategory, { params, body: { name: 'Lost', slug: 'lost', version: 2 } }, 404, ProblemTypes.notFound);

    const product = await ok(api.createProduct, { body: { name: 'Contract lead', priceMinor: 990, currency: 'EUR', categoryId: created.id } });
    const listed = (await ok(api.listCategories)).items.find((each) => each.id === created.id);
    expect(listed).toEqual({ id: created.id, name: 'Contract leads', slug: 'contract-leads', productCount: 1, version: 2 });
    await problem(api.deleteCategory, { params, query: { version: '1' } }, 412, ProblemTypes.staleVersion);
    await ok(api.deleteCategory, { params, query: { version: '2' } });
    await problem(api.deleteCategory, { params, query: { version: '2' } }, 404, ProblemTypes.notFound);
    // Its products stay, without a category.
    expect((await ok(api.getProduct, { params: { id: product.id } })).category).toBeNull();
  });

  it.each(STORES)('%s: a product from the form to its stock history, with each refusal', async (store) => {
    const api = catalogueRoutesOf(store);
    const options = await ok(api.getOptions);
    expect(options.currency).toBe('EUR');
    expect(options.locations.map((location) => location.kind)).not.toContain('home');
    const warehouse = options.locations.find((location) => location.isDefaultStock)!;
    const category = await ok(api.createCategory, { body: { name: 'Contract cables', slug: 'contract-cables' } });
    const foreign = await ok(catalogueRoutesOf(otherStore(store)).createCategory, { body: { name: 'Elsewhere', slug: 'elsewhere' } });

    const fields = { name: 'Contract cable', description: 'Two metres.', priceMinor: 1_234, currency: 'EUR' as const, specs: [{ name: 'Length', value: '2 m' }] };
    const created = await ok(api.createProduct, { body: { ...fields, categoryId: category.id } });
    expect(created).toMatchObject({
      ...fields,
      store,
      kind: 'product',
      category: { id: category.id, name: 'Contract cables', slug: 'contract-cables' },
      condition: null,
      visibleToRoles: [],
      active: true,
      imageUrl: null,
      stock: [],
      available: 0,
      images: [],
      components: [],
      version: 1,
    });
    expect(ruleOf(await problem(api.createProduct, { body: { ...fields, currency: 'USD' } }, 409, ProblemTypes.conflict))).toEqual({
      code: 'foreign-currency',
      fields: [{ path: 'body.currency', code: 'foreign-currency' }],
    });
    expect(ruleOf(await problem(api.createProduct, { body: { ...fields, categoryId: foreign.id } }, 409, ProblemTypes.conflict))).toEqual({
      code: 'unknown-category',
      fields: [{ path: 'body.categoryId', code: 'unknown-category' }],
    });
    // Only Device Hub's products are new or refurbished.
    if (store === 'shop') {
      expect(ruleOf(await problem(api.createProduct, { body: { ...fields, condition: 'new' } }, 409, ProblemTypes.conflict)).code).toBe('condition-not-allowed');
    } else {
      expect((await ok(api.createProduct, { body: { ...fields, condition: 'refurbished' } })).condition).toBe('refurbished');
    }

    const params = { id: created.id };
    expect(await ok(api.getProduct, { params })).toEqual(created);
    await problem(catalogueRoutesOf(otherStore(store)).getProduct, { params }, 404, ProblemTypes.notFound);
    const found = await ok(api.listProducts, { query: { q: 'contract cable' } });
    expect(found.items.map((item) => item.id)).toContain(created.id);
    expect((await ok(api.listProducts, { query: { categoryId: category.id } })).items.map((item) => item.id)).toEqual([created.id]);

    const repriced = await ok(api.updateProduct, { params, body: { version: 1, priceMinor: 1_500, visibleToRoles: ['admin'] } });
    expect(repriced).toMatchObject({ priceMinor: 1_500, visibleToRoles: ['admin'], name: 'Contract cable', version: 2 });
    await problem(api.updateProduct, { params, body: { version: 1, priceMinor: 1 } }, 412, ProblemTypes.staleVersion);
    expect(ruleOf(await problem(api.updateProduct, { params, body: { version: 2, components: [{ productId: created.id, quantity: 1 }] } }, 409)).code).toBe('not-a-kit');

    const received = await ok(api.receiveStock, { params, body: { locationId: warehouse.id, quantity: 5, note: 'First delivery' } });
    expect(received).toMatchObject({
      product: { id: created.id, name: 'Contract cable', kind: 'product' },
      stock: [{ locationId: warehouse.id, locationName: warehouse.name, onHand: 5, reserved: 0, available: 5 }],
      available: 5,
    });
    expect(received.movements).toEqual([
      expect.objectContaining({ kind: 'received', quantity: 5, onHandAfter: 5, reservedAfter: 0, location: { id: warehouse.id, name: warehouse.name }, kit: null, orderId: null, note: 'First delivery', actor: MOCK_DEMO.admin.name }),
    ]);
    expect(ruleOf(await problem(api.receiveStock, { params, body: { locationId: UNKNOWN_ID, quantity: 1 } }, 409, ProblemTypes.conflict))).toEqual({
      code: 'not-a-stock-location',
      fields: [{ path: 'body.locationId', code: 'not-a-stock-location' }],
    });
    const counted = await ok(api.adjustStock, { params, body: { locationId: warehouse.id, counted: 3 } });
    expect(counted).toMatchObject({ stock: [{ onHand: 3, reserved: 0, available: 3 }], available: 3 });
    expect(counted.movements.map(({ kind, quantity, onHandAfter }) => ({ kind, quantity, onHandAfter }))).toEqual([
      { kind: 'adjusted', quantity: -2, onHandAfter: 3 },
      { kind: 'received', quantity: 5, onHandAfter: 5 },
    ]);
    // A count that changes nothing records nothing.
    expect((await ok(api.adjustStock, { params, body: { locationId: warehouse.id, counted: 3 } })).movements).toHaveLength(2);
    expect(await ok(api.getStockHistory, { params })).toEqual(counted);
    await problem(api.getStockHistory, { params: { id: UNKNOWN_ID } }, 404, ProblemTypes.notFound);
    expect(await ok(api.getProduct, { params })).toMatchObject({ available: 3, stock: [{ locationId: warehouse.id, onHand: 3 }] });
  });

  it.each(STORES)('%s: images added as their bytes and removed by key, each change at the version read', async (store) => {
    const api = catalogueRoutesOf(store);
    const product = await ok(api.createProduct, { body: { name: 'Contract camera', priceMinor: 5_000, currency: 'EUR' } });
    const params = { id: product.id };
    const png = new Uint8Array(pngOf(8, 8));
    const withImage = await ok(api.uploadImage, { params, query: { version: '1' }, upload: { contentType: 'image/png', bytes: png } });
    expect(withImage.images).toHaveLength(1);
    expect(withImage).toMatchObject({ imageUrl: withImage.images[0]!.url, version: 2 });
    await problem(api.uploadImage, { params, query: { version: '1' }, upload: { contentType: 'image/png', bytes: png } }, 412, ProblemTypes.staleVersion);
    await problem(api.uploadImage, { params, query: { version: '2' }, upload: { contentType: 'text/plain', bytes: new TextEncoder().encode('not an image') } }, 415, ProblemTypes.unsupportedMediaType);
    await problem(api.uploadImage, { params: { id: UNKNOWN_ID }, query: { version: '1' }, upload: { contentType: 'image/png', bytes: png } }, 404, ProblemTypes.notFound);

    const key = withImage.images[0]!.key;
    await problem(api.removeImage, { params, query: { version: '1', key } }, 412, ProblemTypes.staleVersion);
    const without = await ok(api.removeImage, { params, query: { version: '2', key } });
    expect(without).toMatchObject({ images: [], imageUrl: null, version: 3 });
    await problem(api.removeImage, { params, query: { version: '3', key } }, 404, ProblemTypes.notFound);
  });

  it.each(STORES)('%s: the organisation’s settings, whose currency stays once money has moved', async (store) => {
    const api = catalogueRoutesOf(store);
    expect(await ok(api.getSettings)).toEqual({ currency: 'EUR', approvalThresholdMinor: 50_000, version: 0 });
    // The demo organisation has wallets and invoices in euros.
    const locked = await problem(api.updateSettings, { body: { currency: 'GBP', approvalThresholdMinor: 50_000, version: 0 } }, 409, ProblemTypes.conflict);
    expect(ruleOf(locked)).toEqual({ code: 'currency-locked', fields: [{ path: 'body.currency', code: 'currency-locked' }] });
    expect(await ok(api.updateSettings, { body: { currency: 'EUR', approvalThresholdMinor: 80_000, version: 0 } })).toEqual({ currency: 'EUR', approvalThresholdMinor: 80_000, version: 1 });
    await problem(api.updateSettings, { body: { currency: 'EUR', approvalThresholdMinor: 1, version: 0 } }, 412, ProblemTypes.staleVersion);
    expect(await ok(catalogueRoutesOf(otherStore(store)).getSettings)).toEqual({ currency: 'EUR', approvalThresholdMinor: 80_000, version: 1 });
    const employee = await tokenOf(MOCK_DEMO.employee.email);
    await problem(api.getSettings, { token: employee }, 403);
  });

  it('Device Hub makes kits of products of both stores, never of kits nor of one product twice', async () => {
    const api = catalogueRoutesOf('devicehub');
    const dock = await ok(catalogueRoutesOf('shop').createProduct, { body: { name: 'Contract dock', priceMinor: 9_900, currency: 'EUR' } });
    const laptop = await ok(api.createProduct, { body: { name: 'Contract laptop', priceMinor: 99_900, currency: 'EUR', condition: 'new' } });
    const choices = (await ok(api.getOptions)).products.map((product) => product.id);
    expect(choices).toEqual(expect.arrayContaining([dock.id, laptop.id]));
    expect((await ok(catalogueRoutesOf('shop').getOptions)).products).toEqual([]);

    const warehouse = (await ok(api.getOptions)).locations.find((location) => location.isDefaultStock)!;
    await ok(catalogueRoutesOf('shop').receiveStock, { params: { id: dock.id }, body: { locationId: warehouse.id, quantity: 5 } });
    await ok(api.receiveStock, { params: { id: laptop.id }, body: { locationId: warehouse.id, quantity: 3 } });
    const body = { name: 'Contract kit', priceMinor: 105_000, currency: 'EUR' as const, components: [{ productId: laptop.id, quantity: 1 }, { productId: dock.id, quantity: 2 }] };
    const kit = await ok(createDeviceHubKit, { body });
    expect(kit).toMatchObject({
      store: 'devicehub',
      kind: 'kit',
      stock: [],
      // Five docks make two kits of two; three laptops would make three.
      available: 2,
      components: [
        { productId: laptop.id, name: 'Contract laptop', quantity: 1 },
        { productId: dock.id, name: 'Contract dock', quantity: 2 },
      ],
    });
    expect(ruleOf(await problem(createDeviceHubKit, { body: { ...body, components: [{ productId: kit.id, quantity: 1 }] } }, 409)).fields).toEqual([
      { path: 'body.components', code: 'component-invalid' },
    ]);
    expect(ruleOf(await problem(createDeviceHubKit, { body: { ...body, components: [{ productId: UNKNOWN_ID, quantity: 1 }] } }, 409)).code).toBe('component-invalid');
    const twice = [{ productId: dock.id, quantity: 1 }, { productId: dock.id, quantity: 1 }];
    expect(ruleOf(await problem(createDeviceHubKit, { body: { ...body, components: twice } }, 409)).code).toBe('component-repeated');

    const params = { id: kit.id };
    const changed = await ok(api.updateProduct, { params, body: { version: kit.version, components: [{ productId: dock.id, quantity: 1 }] } });
    expect(changed).toMatchObject({ available: 5, components: [{ productId: dock.id, quantity: 1 }], version: kit.version + 1 });
    expect((await problem(api.receiveStock, { params, body: { locationId: warehouse.id, quantity: 1 } }, 409, ProblemTypes.conflict)).code).toBe('kit-has-no-stock');
    expect(await ok(api.getStockHistory, { params })).toMatchObject({ product: { id: kit.id, kind: 'kit' }, stock: [], available: 5, movements: [] });
  });
});
