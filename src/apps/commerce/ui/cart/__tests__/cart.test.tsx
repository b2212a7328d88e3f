import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { storefrontDataOf } from '../../../mocks/storefront-mock-state';
import { MOCK_DEMO } from '../../../../../../tests/mocks/mock-state';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, SCREEN_LOAD } from '../../storefront/__tests__/arrange';

withMockApi();

/** Eve's (or the admin's) cart holds a mouse ×2 and a kit before the page at `path` opens. */
async function openCart(path: string, { as = 'employee', language = 'en', filled = true }: { as?: 'employee' | 'admin'; language?: 'en' | 'de'; filled?: boolean } = {}) {
  const state = new MockState();
  const person = state.userByEmail(MOCK_DEMO[as].email)!;
  Object.assign(person.settings, { language });
  const shop = storefrontDataOf(state);
  if (filled) {
    shop.cartOf(person).push({ productId: shop.productNamed('Wireless mouse').id, quantity: 2 }, { productId: shop.productNamed('New starter kit').id, quantity: 1 });
  }
  const portal = await renderPortal({ url: '/dashboard', signedInAs: as, state });
  await act(async () => portal.navigation.navigate(path));
  return { ...portal, shop, person };
}

describe('the one cart', { timeout: 30_000 }, () => {
  it('groups the lines by store with subtotals, changes quantities in place, and removes a line', async () => {
    const user = userEvent.setup();
    const { shop, person } = await openCart('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' }, SCREEN_LOAD)).toBeInTheDocument();
    const shopGroup = await screen.findByRole('region', { name: 'Shop' });
    expect(within(shopGroup).getByText('€49.98', { selector: '.cart-line__total *' })).toBeInTheDocument();
    expect(within(shopGroup).getByText('Subtotal Shop')).toBeInTheDocument();
    const hub = screen.getByRole('region', { name: 'Device Hub' });
    expect(within(hub).getByRole('link', { name: 'New starter kit' })).toHaveAttribute('href', expect.stringMatching(/^\/apps\/devicehub\/product\//));
    expect(within(screen.getByRole('complementary', { name: 'Summary' })).getByText('€1,699.98')).toBeInTheDocument();
    expect(screen.getByText('Paid as 2 orders, one per store.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to payment' })).toHaveAttribute('href', '/apps/shop/cart/pay');
    await expectNoAxeViolations();

    await user.click(within(shopGroup).getByRole('button', { name: /^Increase.*Wireless mouse/ }));
    await waitFor(() => expect(shop.cartOf(person)[0]).toMatchObject({ quantity: 3 }), { timeout: 5_000 });
    expect(await within(shopGroup).findByText('€74.97', { selector: '.cart-line__total *' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^Cart\s*4$/ })).toBeInTheDocument(), { timeout: 5_000 });

    await user.click(within(hub).getByRole('button', { name: 'Remove New starter kit' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Device Hub' })).not.toBeInTheDocument());
    expect(screen.queryByText('Paid as 2 orders, one per store.')).not.toBeInTheDocument();
  });

  it('is the same cart under each store, paying through the store it is shown in', async () => {
    await openCart('/apps/devicehub/cart');
    expect(await screen.findByRole('region', { name: 'Shop' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to payment' })).toHaveAttribute('href', '/apps/devicehub/cart/pay');
  });

  it('has a page of its own', async () => {
    await openCart('/apps/cartpage', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Device Hub' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('says when it is empty, in German, with the way to both stores', async () => {
    await openCart('/apps/shop/cart', { language: 'de', filled: false });
    expect(await screen.findByText(/Ihr Warenkorb ist leer/, {}, SCREEN_LOAD)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Device Hub' })).toHaveAttribute('href', '/apps/devicehub/home');
    await expectNoAxeViolations();
  });
});
