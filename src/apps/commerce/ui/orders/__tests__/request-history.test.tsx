import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openOrders, SCREEN_LOAD } from './arrange';

withMockApi();

const table = () => screen.findByRole('table', { name: 'My orders' }, SCREEN_LOAD);

describe('request history', { timeout: 30_000 }, () => {
  it('lists my orders of this store with their statuses and opens one with its parcels and tracking numbers', async () => {
    const user = userEvent.setup();
    const { orders } = await openOrders('/apps/devicehub/request-history', {
      arrange: (world) => {
        // A dock on its way, and a Shop order above the threshold that awaits approval.
        const [dock] = world.place('employee', [['Thunderbolt dock', 1]]);
        world.orders.touch(dock!, {
          status: 'shipped',
          fulfilmentStatus: 'shipped',
          lines: dock!.lines.map((line) => ({ ...line, shippedQuantity: line.quantity })),
          shipments: [{ id: crypto.randomUUID(), carrier: 'DHL', trackingNumber: 'DHL-0001', lines: [{ lineId: dock!.lines[0]!.id, quantity: 1 }], shippedAt: new Date().toISOString() }],
        });
        world.place('employee', [['USB-C dock', 3]], 'company');
      },
    });
    const list = await table();
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Shipped')).toBeInTheDocument();
    // The Shop order awaits approval in the Shop's history, not here.
    expect(within(list).queryByText('Awaiting approval')).not.toBeInTheDocument();
    await expectNoAxeViolations();

    const shipped = orders.orders.find((order) => order.kind === 'devicehub')!;
    await user.click(screen.getByRole('link', { name: `Order #${shipped.number}` }));
    expect(await screen.findByRole('heading', { name: `Order #${shipped.number}`, level: 2 })).toBeInTheDocument();
    expect(screen.getByText('DHL-0001')).toBeInTheDocument();
    expect(screen.getByText(shipped.invoice!.number)).toBeInTheDocument();
    // Shipped: past cancelling.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('lets me cancel an order of mine that has not shipped, with my reason, and shows the credit note of its invoice', async () => {
    const user = userEvent.setup();
    // Paid and invoiced, not yet shipped.
    const { orders, money } = await openOrders('/apps/shop/request-history', { arrange: (world) => world.place('employee', [['Wireless keyboard', 1]]) });
    const waiting = orders.orders.find((order) => order.kind === 'shop')!;
    await user.click(within(await table()).getByRole('link', { name: `Order #${waiting.number}` }));
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order' });
    expect(within(dialog).getByText(/refunded to your wallet or credits/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep the order' })).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (Manage Orders reads it)' }), 'Ordered the wrong desk');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(waiting).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', decisionReason: 'Ordered the wrong desk' });
    const detail = screen.getByRole('region', { name: `Order #${waiting.number}` });
    expect(await within(detail).findByText('Cancelled')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(within(detail).getByText('Credit note')).toBeInTheDocument();
    const creditNote = money.invoices.find((invoice) => invoice.kind === 'credit-note')!;
    expect(creditNote).toMatchObject({ orderId: waiting.id, credits: waiting.invoice, totalMinor: -4_900 });
    expect(within(detail).getByText(creditNote.number)).toBeInTheDocument();
  });

  it('says why when the order shipped meanwhile, in German', async () => {
    const user = userEvent.setup();
    const { orders } = await openOrders('/apps/shop/request-history', { language: 'de', arrange: (world) => world.place('employee', [['Wireless keyboard', 1]]) });
    const waiting = orders.orders.find((order) => order.kind === 'shop')!;
    await user.click(within(await screen.findByRole('table', undefined, SCREEN_LOAD)).getByRole('link', { name: `Bestellung #${waiting.number}` }));
    await user.click(await screen.findByRole('button', { name: 'Bestellung stornieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diese Bestellung stornieren' });
    // Handled meanwhile in Manage Orders: shipped, same version as far as this page knows.
    Object.assign(waiting, { status: 'shipped', fulfilmentStatus: 'shipped' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Begründung (die Bestellverwaltung liest sie)' }), 'Doch nicht');
    await user.click(within(dialog).getByRole('button', { name: 'Bestellung stornieren' }));
    expect(await screen.findAllByText('Ein Teil dieser Bestellung ist bereits versandt; sie lässt sich nicht mehr stornieren.')).not.toHaveLength(0);
    expect(waiting.status).toBe('shipped');
  });

  it('says when nothing was ordered yet, in German', async () => {
    await openOrders('/apps/shop/request-history', { language: 'de' });
    expect(await screen.findByText('Sie haben hier noch nichts bestellt.', undefined, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bestellverlauf', level: 1 })).toBeInTheDocument();
  });
});
