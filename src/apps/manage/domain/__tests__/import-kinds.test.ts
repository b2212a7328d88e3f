import { describe, expect, it } from 'vitest';
import { suggestMapping } from '../import-fields';
import { readModelRow } from '../import-model-rows';
import { readOrderRow } from '../import-order-rows';
import { readComponentRow } from '../import-stock-rows';

describe("Bulk Upload's newer kinds", () => {
  it("matches Snipe-IT's model and component headers to their fields", () => {
    const models = suggestMapping(['Name', 'Category', 'Manufacturer', 'Model Notes', 'Model Number', 'Fieldset', 'Requestable', 'EOL', 'Min Qty'], 'models');
    expect(models).toMatchObject({ mapping: { name: 0, category: 1, manufacturer: 2, notes: 3, modelNumber: 4, requestable: 6, eolMonths: 7, minAmount: 8 }, missingRequired: [], unmappedColumns: [5] });
    const components = suggestMapping(['Item Name', 'Purchase Date', 'Purchase Cost', 'Location', 'Company', 'Order Number', 'Serial number', 'Category', 'Quantity'], 'components');
    expect(components).toMatchObject({ mapping: { name: 0, purchaseDate: 1, purchaseCost: 2, location: 3, orderNumber: 5, serial: 6, category: 7, quantity: 8 }, missingRequired: [] });
  });

  it('reads a model\'s "Requestable" as yes or no, and refuses anything else', () => {
    expect(readModelRow({ line: 2, values: { name: 'X1', category: 'Laptops', requestable: 'Y' }, custom: {} }).row).toMatchObject({ requestable: true });
    expect(readModelRow({ line: 2, values: { name: 'X1', category: 'Laptops' }, custom: {} }).row).toMatchObject({ requestable: false });
    expect(readModelRow({ line: 2, values: { name: 'X1', category: 'Laptops', requestable: 'perhaps' }, custom: {} }).problems).toEqual([
      { line: 2, field: 'requestable', code: 'invalid-flag', params: { value: 'perhaps' } },
    ]);
  });

  it('needs a category for a component, and takes its quantity as the total on the shelf', () => {
    expect(readComponentRow({ line: 3, values: { name: 'RTX 4080', quantity: '10' }, custom: {} }).problems).toEqual([{ line: 3, field: 'category', code: 'missing-value', params: {} }]);
    expect(readComponentRow({ line: 3, values: { name: 'RTX 4080', category: 'GPU', quantity: '10.0' }, custom: {} }).row).toMatchObject({ total: 10, serial: null });
  });

  it('reads an order without a price as free, and a quantity below one as a problem', () => {
    const values = { orderNumber: 'EXT-1', email: 'Eve@Acme.test', product: 'Dock', quantity: '2' };
    expect(readOrderRow({ line: 2, values, custom: {} }).row).toEqual({ line: 2, reference: 'EXT-1', email: 'eve@acme.test', product: 'Dock', quantity: 2, unitPriceCents: 0, orderedOn: null });
    expect(readOrderRow({ line: 2, values: { ...values, quantity: '0' }, custom: {} }).problems).toMatchObject([{ field: 'quantity', code: 'invalid-count' }]);
  });
});
