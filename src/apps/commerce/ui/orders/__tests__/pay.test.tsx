import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openOrders, SCREEN_LOAD } from './arrange';

withMockApi();

describe('pay', { timeout: 30_000 }, () => {
  it('pays the cart with the wallet to the default address and shows the placed order', async () => {
    const user = userEvent.setup();
    const { orders } = await openOrders('/apps/devicehub/cart/pay');
    expect(await screen.findByRole('heading', { name: 'Pay', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('1 × ThinkPad T14')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Berlin office/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Wallet/ })).toBeChecked();
    // The credits hold 100 €, not enough for this order.
    expect(screen.getByRole('radio', { name: /Employee credits/ })).toBeDisabled();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('radio', { name: /Home/ }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('heading', { name: 'Your order is placed', level: 1 })).toBeInTheDocument();
    const placed = within(screen.getByRole('region', { name: /Order #\d+/ }));
    expect(placed.getByText('Ordered')).toBeInTheDocument();
    expect(placed.getByText('1 × ThinkPad T14')).toBeInTheDocument();
    expect(screen.getByText('Delivered to').nextElementSibling).toHaveTextContent(/^Home,/);
    expect(screen.getByText('Paid with').nextElementSibling).toHaveTextContent('Wallet');
    expect(orders.walletBalanceMinor).toBe(250_000 - 149_800);
    expect(screen.getByRole('link', { name: 'See my request history' })).toHaveAttribute('href', '/apps/devicehub/request-history');
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/apps/devicehub');
    await expectNoAxeViolations();
  });

  it('sends one payment when the form is sent twice before the page can disable its button', async () => {
    const { orders } = await openOrders('/apps/devicehub/cart/pay');
    const form = (await screen.findByRole('button', { name: 'Pay now' }, SCREEN_LOAD)).closest('form')!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await screen.findByRole('heading', { name: 'Your order is placed', level: 1 });
    expect(orders.keysSeen).toHaveLength(1);
    expect(orders.walletBalanceMinor).toBe(250_000 - 149_800);
  });

  it('says which product is out of stock, charges nothing and keeps the cart', async () => {
    const user = userEvent.setup();
    const { orders } = await openOrders('/apps/devicehub/cart/pay', {
      arrange: (data) => {
        data.shortProducts = [data.checkout.groups[0]!.lines[0]!.productId];
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay now' }, SCREEN_LOAD));
    expect(await screen.findByRole('alert')).toHaveTextContent('Out of stock: ThinkPad T14. Nothing was charged and your cart is kept.');
    expect(orders.walletBalanceMinor).toBe(250_000);
    expect(screen.getByText('1 × ThinkPad T14')).toBeInTheDocument();
  });

  it('pays again with the key made when the page opened, so a retry can never pay twice', async () => {
    const user = userEvent.setup();
    const { orders } = await openOrders('/apps/devicehub/cart/pay', {
      arrange: (data) => {
        data.walletBalanceMinor = 100;
        data.shortProducts = [data.checkout.groups[0]!.lines[0]!.productId];
      },
    });
    await user.click(await screen.findByRole('radio', { name: /Company account/ }, SCREEN_LOAD));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByRole('alert');
    orders.shortProducts = [];
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByRole('heading', { name: 'Your order is placed', level: 1 });
    expect(orders.keysSeen).toHaveLength(2);
    expect(orders.keysSeen[1]).toBe(orders.keysSeen[0]);
  });

  it('shows an empty cart with the way back, in German too', async () => {
    await openOrders('/apps/shop/cart/pay', { language: 'de', arrange: (data) => (data.checkout = { ...data.checkout, groups: [], totalMinor: 0 }) });
    expect(await screen.findByText('Ihr Warenkorb ist leer: Es gibt nichts zu bezahlen.', undefined, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Warenkorb' })).toHaveAttribute('href', '/apps/shop/cart');
    await expectNoAxeViolations();
  });
});
