import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openOrders, SCREEN_LOAD } from './arrange';

withMockApi();

describe('pay', { timeout: 30_000 }, () => {
  it('pays the cart with the wallet to the address chosen and shows the placed order', async () => {
    const user = userEvent.setup();
    const { orders, money, person } = await openOrders('/apps/devicehub/cart/pay', {
      arrange: (world) => world.fill('employee', [['Thunderbolt dock', 1], ['Pixel 7', 1]]),
    });
    expect(await screen.findByRole('heading', { name: 'Pay', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('1 × Thunderbolt dock')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Berlin office/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Wallet/ })).toBeChecked();
    // The credits hold 300.00, not enough for this order of 498.00.
    expect(screen.getByRole('radio', { name: /Employee credits/ })).toBeDisabled();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('radio', { name: /Hamburg warehouse/ }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('heading', { name: 'Your order is placed', level: 1 })).toBeInTheDocument();
    const placed = within(screen.getByRole('region', { name: /Order #\d+/ }));
    expect(placed.getByText('Ordered')).toBeInTheDocument();
    expect(placed.getByText('1 × Thunderbolt dock')).toBeInTheDocument();
    expect(placed.getByText('1 × Pixel 7')).toBeInTheDocument();
    expect(screen.getByText('Delivered to').nextElementSibling).toHaveTextContent(/^Hamburg warehouse,/);
    expect(screen.getByText('Paid with').nextElementSibling).toHaveTextContent('Wallet');
    expect(money.balanceOf(person('employee').id)).toBe(68_500 - 49_800);
    expect(orders.orders[0]!.deliveryAddress.name).toBe('Hamburg warehouse');
    expect(screen.getByRole('link', { name: 'See my request history' })).toHaveAttribute('href', '/apps/devicehub/request-history');
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/apps/devicehub');
    await expectNoAxeViolations();
  });

  it('sends one payment when the form is sent twice before the page can disable its button', async () => {
    const { orders, money, person } = await openOrders('/apps/devicehub/cart/pay', { arrange: (world) => world.fill('employee', [['Pixel 7', 1]]) });
    const form = (await screen.findByRole('button', { name: 'Pay now' }, SCREEN_LOAD)).closest('form')!;
    const before = money.balanceOf(person('employee').id);
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await screen.findByRole('heading', { name: 'Your order is placed', level: 1 });
    expect(orders.keysSeen).toHaveLength(1);
    expect(orders.orders).toHaveLength(1);
    expect(money.balanceOf(person('employee').id)).toBeLessThan(before);
  });

  it('says which product is out of stock, charges nothing and keeps the cart', async () => {
    const user = userEvent.setup();
    const { money, person } = await openOrders('/apps/devicehub/cart/pay', { arrange: (world) => world.fill('employee', [['Pixel 7', 5]]) });
    await user.click(await screen.findByRole('button', { name: 'Pay now' }, SCREEN_LOAD));
    expect(await screen.findByRole('alert')).toHaveTextContent('Out of stock: Pixel 7. Nothing was charged and your cart is kept.');
    expect(money.balanceOf(person('employee').id)).toBe(68_500);
    expect(screen.getByText('5 × Pixel 7')).toBeInTheDocument();
  });

  it('pays again with the key made when the page opened, so a retry can never pay twice', async () => {
    const user = userEvent.setup();
    const { orders, catalogue, productNamed } = await openOrders('/apps/devicehub/cart/pay', { arrange: (world) => world.fill('employee', [['Pixel 7', 5]]) });
    await user.click(await screen.findByRole('radio', { name: /Company account/ }, SCREEN_LOAD));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByRole('alert');
    // The fifth phone arrives meanwhile.
    catalogue.move(productNamed('Pixel 7'), catalogue.locations.find((location) => location.isDefaultStock)!.id, { kind: 'received', quantity: 1 });
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByRole('heading', { name: 'Your order is placed', level: 1 });
    expect(orders.keysSeen).toHaveLength(2);
    expect(orders.keysSeen[1]).toBe(orders.keysSeen[0]);
  });

  it('shows an empty cart with the way back, in German too', async () => {
    await openOrders('/apps/shop/cart/pay', { language: 'de' });
    expect(await screen.findByText('Ihr Warenkorb ist leer: Es gibt nichts zu bezahlen.', undefined, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Warenkorb' })).toHaveAttribute('href', '/apps/shop/cart');
    await expectNoAxeViolations();
  });
});
