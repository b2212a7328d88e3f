import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MOCK_DEMO } from '../../../../../../tests/mocks/mock-state';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openStore, SCREEN_LOAD } from './arrange';

withMockApi();

describe('a product page', { timeout: 30_000 }, () => {
  it('shows price, stock and specs, and adds the chosen quantity to the cart, which the sidebar counts', async () => {
    const user = userEvent.setup();
    const { shop, state } = await openStore((data) => `/apps/devicehub/product/${data.productNamed('ThinkPad X1 Carbon').id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'ThinkPad X1 Carbon' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByText('€1,490.00')).toBeInTheDocument();
    expect(screen.getByText('5 in stock')).toBeInTheDocument();
    expect(screen.getByText('Refurbished')).toBeInTheDocument();
    const specs = screen.getByRole('region', { name: 'Specifications' });
    expect(within(specs).getByText('14 inch')).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: /^Increase/ }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('2 added to your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/apps/devicehub/cart');
    expect(shop.cartOf(state.userByEmail(MOCK_DEMO.employee.email)!)).toEqual([{ productId: shop.productNamed('ThinkPad X1 Carbon').id, quantity: 2 }]);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    // The sidebar fetches the cart anew once the change lands.
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^Cart\s*2$/ })).toHaveAttribute('href', '/cart'), { timeout: 5_000 });
    expect(within(screen.getByRole('link', { name: /^Cart · 2 items/ })).getByText('Cart · 2 items')).toBeInTheDocument();
  });

  it('shows a kit’s contents, in German', async () => {
    await openStore((data) => `/apps/devicehub/product/${data.productNamed('New starter kit').id}`, { language: 'de' });
    const contents = await screen.findByRole('region', { name: 'In diesem Kit' }, SCREEN_LOAD);
    expect(within(contents).getByText('1 × ThinkPad X1 Carbon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled();
    expect(screen.getByText(/1\.650,00\s€/)).toBeInTheDocument();
  });

  it('is not found when my role may not see it', async () => {
    await openStore((data) => `/apps/shop/product/${data.productNamed('Executive fountain pen').id}`);
    // A 404 is asked again a few times before the page gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });
});
