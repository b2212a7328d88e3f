import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openCatalogue, productNamed, SCREEN_LOAD } from './arrange';

withMockApi();

/** The first bytes of a PNG: the mocks, like the browser, never decode the image. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('adding and editing products', { timeout: 60_000 }, () => {
  it('names an unreadable price at its field, keeps what was typed, then adds the product and opens it', async () => {
    const user = userEvent.setup();
    const { data, history } = await openCatalogue('/apps/configure-shop/add-product');
    const name = await screen.findByRole('textbox', { name: 'Name' }, SCREEN_LOAD);
    await user.type(name, 'Laptop stand');
    await user.type(screen.getByRole('textbox', { name: 'Price' }), 'cheap');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription(/Enter an amount, such as 49.90./);
    expect(name).toHaveValue('Laptop stand');
    await expectNoAxeViolations();

    await user.clear(screen.getByRole('textbox', { name: 'Price' }));
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '39.90');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Peripherals');
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.type(screen.getByRole('textbox', { name: 'Specification 1' }), 'Material');
    await user.type(screen.getByRole('textbox', { name: 'Value of specification 1' }), 'Aluminium');
    await user.click(screen.getByRole('checkbox', { name: 'Managers' }));
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    const created = await waitFor(() => productNamed(data, 'Laptop stand'));
    expect(created).toMatchObject({ priceMinor: 3_990, currency: 'EUR', visibleToRoles: ['manager'], specs: [{ name: 'Material', value: 'Aluminium' }] });
    await waitFor(() => expect(history.location().path).toBe(`/apps/configure-shop/edit-product/${created.id}`));
  });

  it('adds a kit of components with quantities', async () => {
    const user = userEvent.setup();
    const { data } = await openCatalogue('/apps/configure-devicehub/add-kit');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, SCREEN_LOAD), 'Travel kit');
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '1500');
    await user.click(screen.getByRole('button', { name: 'Add kit' }));
    expect(await screen.findByText('Choose at least one component, each with a whole quantity of 1 or more.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Component 1' }), 'Pixel 7');
    await user.clear(screen.getByRole('textbox', { name: 'Quantity of component 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity of component 1' }), '2');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Add kit' }));
    const kit = await waitFor(() => productNamed(data, 'Travel kit'));
    expect(kit).toMatchObject({ kind: 'kit', priceMinor: 150_000, components: [{ productId: productNamed(data, 'Pixel 7').id, quantity: 2 }] });
  });

  it('edits a product and adds an image through the file store', async () => {
    const user = userEvent.setup();
    const { data, history } = await openCatalogue((catalogue) => `/apps/configure-devicehub/edit-product/${productNamed(catalogue, 'Pixel 7').id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pixel 7' }, SCREEN_LOAD)).toBeInTheDocument();
    const images = screen.getByRole('region', { name: 'Images' });
    expect(within(images).getByText('No images yet.')).toBeInTheDocument();
    await user.upload(images.querySelector<HTMLInputElement>('input[type="file"]')!, new File([PNG], 'pixel.png', { type: 'image/png' }));
    expect(await within(images).findByRole('img', { name: 'Pixel 7, image 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Stock per location' })).getByText('Hamburg warehouse: 4 available of 4')).toBeInTheDocument();
    await expectNoAxeViolations();

    const price = screen.getByRole('textbox', { name: 'Price' });
    expect(price).toHaveValue('299.00');
    await user.clear(price);
    await user.type(price, '279');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(history.location().path).toBe('/apps/configure-devicehub'));
    expect(productNamed(data, 'Pixel 7')).toMatchObject({ priceMinor: 27_900, condition: 'refurbished' });
  });
});
