import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { manageDataOf } from '../../../../manage/mocks/mock-state';
import { expectNoAxeViolations, openOrders, SCREEN_LOAD } from './arrange';

withMockApi();

describe('manage orders', { timeout: 30_000 }, () => {
  it('lists one kind per tab, searches, and exports the filtered list as CSV', async () => {
    const user = userEvent.setup();
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orders');
    const { orders, history } = await openOrders('/apps/manage-orders/devicehub', { as: 'admin', arrange: (world) => world.place('employee', [['Thunderbolt dock', 1]]) });
    const list = await screen.findByRole('table', { name: 'Device Hub orders' }, SCREEN_LOAD);
    expect(within(list).getAllByRole('row')).toHaveLength(2);
    expect(await within(screen.getByRole('navigation', { name: 'Kinds of order' })).findByRole('link', { name: 'Device Hub, 1 order' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations();

    await user.type(screen.getByRole('searchbox', { name: 'Search by number, name or email' }), 'nobody');
    // The search asks once typing settles.
    expect(await screen.findByText('No order matches the search or filter.', undefined, { timeout: 8_000 })).toBeInTheDocument();
    expect(history.location().search).toContain('q=nobody');
    await user.clear(screen.getByRole('searchbox', { name: 'Search by number, name or email' }));
    await screen.findByRole('table', { name: 'Device Hub orders' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const csv = await (saved.mock.calls[0]![0] as Blob).text();
    expect(csv).toContain(String(orders.orders.find((order) => order.kind === 'devicehub')!.number));
  });

  it('opens on Buyback as the spec says, each tab showing how many it holds, and points to the first tab with orders', async () => {
    // One Device Hub order and two Shop orders; no Buyback, Repair or Campaign order, so the first tabs are empty.
    const user = userEvent.setup();
    await openOrders('/apps/manage-orders', {
      as: 'admin',
      arrange: (world) => {
        world.place('employee', [['Thunderbolt dock', 1]]);
        world.place('employee', [['USB-C dock', 1]]);
        world.place('admin', [['USB-C dock', 1]]);
      },
    });
    const tabs = within(screen.getByRole('navigation', { name: 'Kinds of order' }));
    expect(await tabs.findByRole('link', { name: 'Buyback, 0 orders' }, SCREEN_LOAD)).toHaveAttribute('aria-current', 'page');
    for (const name of ['Repair, 0 orders', 'Device Hub, 1 order', 'Shop, 2 orders', 'Campaign, 0 orders']) expect(tabs.getByRole('link', { name })).toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: 'Open Device Hub: 1 order' }));
    expect(await screen.findByRole('table', { name: 'Device Hub orders' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Open / })).not.toBeInTheDocument();
  });

  it('shows a proper empty state on the tabs whose orders come from later apps', async () => {
    await openOrders('/apps/manage-orders/buyback', { as: 'admin' });
    expect(await screen.findByText('No Buyback orders yet.', undefined, SCREEN_LOAD)).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('approves an order awaiting approval, then ships it in two parcels with tracking numbers and completes it', async () => {
    const user = userEvent.setup();
    // Three docks at 189.00 pass the 500.00 threshold: Eve's order waits for Ada.
    const { orders } = await openOrders('/apps/manage-orders/shop', { as: 'admin', arrange: (world) => world.place('employee', [['USB-C dock', 3]]) });
    const waiting = orders.orders.find((order) => order.kind === 'shop')!;
    await user.click(await screen.findByRole('link', { name: `Order #${waiting.number}` }, SCREEN_LOAD));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(waiting.status).toBe('ordered'));
    expect(await screen.findByText(waiting.invoice!.number)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: `Ship order #${waiting.number}` });
    await expectNoAxeViolations();
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'TRK-1');
    const quantity = within(dialog).getByRole('textbox', { name: 'USB-C dock (3 left)' });
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Record shipment' }));
    await waitFor(() => expect(waiting.status).toBe('partially-shipped'));
    expect(await screen.findByText('TRK-1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ship' }));
    const second = await screen.findByRole('dialog');
    await user.type(within(second).getByRole('textbox', { name: 'Tracking number' }), 'TRK-2');
    await user.click(within(second).getByRole('button', { name: 'Record shipment' }));
    expect(await screen.findByText('TRK-2')).toBeInTheDocument();
    expect(waiting.shipments.at(-1)?.lines).toEqual([{ lineId: waiting.lines[0]!.id, quantity: 2 }]);

    await user.click(screen.getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(waiting.status).toBe('completed'));
    expect(screen.queryByRole('group', { name: 'What to do with this order' })).not.toBeInTheDocument();
  });

  it('ships a Device Hub order with a serial per device, refusing one the fleet has at its field, and links the assets it made', async () => {
    const user = userEvent.setup();
    // Two phones at 299.00 pass the 500.00 threshold: the order waits for Ada.
    const { orders, state } = await openOrders('/apps/manage-orders/devicehub', { as: 'admin', arrange: (world) => world.place('employee', [['Pixel 7', 2]]) });
    const fleet = manageDataOf(state);
    const taken = fleet.assets.find((asset) => asset.serial !== null)!.serial!;
    const order = orders.orders.find((each) => each.kind === 'devicehub')!;
    await user.click(await screen.findByRole('link', { name: `Order #${order.number}` }, SCREEN_LOAD));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(order.status).toBe('ordered'));

    await user.click(screen.getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: `Ship order #${order.number}` });
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'TRK-1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Serial of Pixel 7 (1)' }), 'SN-NEW-1');
    const second = within(dialog).getByRole('textbox', { name: 'Serial of Pixel 7 (2)' });
    await user.type(second, taken);
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Record shipment' }));
    expect(await within(dialog).findByText(`Another asset in the fleet already has the serial ${taken}.`)).toBeInTheDocument();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(order.status).toBe('ordered');
    expect(fleet.purchased(order.organisationId, order.id)).toEqual([]);

    // One phone only: the parcel carries one device, and one serial field is left.
    const quantity = within(dialog).getByRole('textbox', { name: 'Pixel 7 (2 left)' });
    await user.clear(quantity);
    await user.type(quantity, '1');
    expect(within(dialog).queryByRole('textbox', { name: 'Serial of Pixel 7 (2)' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Record shipment' }));
    const link = await screen.findByRole('link', { name: `DH${order.number}-1` });
    const [asset] = fleet.purchased(order.organisationId, order.id);
    expect(asset).toMatchObject({ serial: 'SN-NEW-1', model: 'Pixel 7', productType: 'phone', status: 'in-stock' });
    expect(link).toHaveAttribute('href', `/apps/manage-beta/details/${asset!.id}`);
    expect(screen.getByText('Pixel 7, serial SN-NEW-1', { exact: false })).toBeInTheDocument();
  });

  it('words a refusal of the server when the order changed before the cancel', async () => {
    const user = userEvent.setup();
    const { orders } = await openOrders('/apps/manage-orders/shop', { as: 'admin', arrange: (world) => world.place('employee', [['USB-C dock', 3]]) });
    const waiting = orders.orders.find((order) => order.kind === 'shop')!;
    await user.click(await screen.findByRole('link', { name: `Order #${waiting.number}` }, SCREEN_LOAD));
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order' });
    // Someone else moved the order meanwhile: the server refuses, the dialog stays with the reason typed.
    orders.touch(waiting, { status: 'completed' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (the person who ordered reads it)' }), 'Ordered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    // The order is fetched anew: it is completed now, cancelling is no longer offered, and the page says why.
    expect(await screen.findAllByText(/Someone else changed this in the meantime/)).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument());
    expect(waiting.status).toBe('completed');
  });

  it('adds a note, in German too', async () => {
    const user = userEvent.setup();
    const { orders } = await openOrders('/apps/manage-orders/devicehub', { as: 'admin', language: 'de', arrange: (world) => world.place('employee', [['Thunderbolt dock', 1]]) });
    const shipped = orders.orders.find((order) => order.kind === 'devicehub')!;
    await user.click(await screen.findByRole('link', { name: `Bestellung #${shipped.number}` }, SCREEN_LOAD));
    await user.type(await screen.findByRole('textbox', { name: 'Notiz hinzufügen' }), 'Am Empfang abgegeben');
    await user.click(screen.getByRole('button', { name: 'Notiz speichern' }));
    expect(await screen.findByText('Am Empfang abgegeben')).toBeInTheDocument();
    expect(shipped.notes.map((note) => note.body)).toEqual(['Am Empfang abgegeben']);
  });
});
