import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { managePaths } from '../../../domain/paths';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { openWith, SCREEN_LOAD, someStock } from './arrange';
import { manageGateways } from '../../__tests__/gateways';

withMockApi();

const rowOf = async (name: string) => (await screen.findByRole('cell', { name }, SCREEN_LOAD)).closest('tr')!;

async function checkOut(user: UserEvent, accessory: string, quantity: string) {
  await user.click(within(await rowOf(accessory)).getByRole('button', { name: `Check out units of ${accessory}` }));
  const dialog = await screen.findByRole('dialog', { name: `Check out ${accessory}` });
  await user.type(within(dialog).getByRole('combobox', { name: /Person/ }), 'Eve');
  // The search settles after typing: pick from its answer, not from the list shown before it.
  await waitFor(() => expect(screen.queryByRole('option', { name: /Ada Admin/ })).not.toBeInTheDocument());
  await user.click(await screen.findByRole('option', { name: /Eve Employee/ }));
  const amount = within(dialog).getByRole('textbox', { name: /Quantity/ });
  await user.clear(amount);
  await user.type(amount, quantity);
  await user.click(within(dialog).getByRole('button', { name: 'Check out' }));
  return dialog;
}

describe('the accessories list', { timeout: 20_000 }, () => {
  it('shows each accessory with its stock, cost and the low-stock mark only where available is at the threshold or under', async () => {
    await openWith((accessories) => someStock(accessories), () => managePaths.accessories());
    const table = await screen.findByRole('table', { name: 'Accessories' }, SCREEN_LOAD);
    const cable = await rowOf('USB-C cable');
    expect(within(cable).getByText('2 / 2')).toBeInTheDocument();
    expect(within(cable).getByText('Low stock')).toBeInTheDocument();
    expect(within(cable).getByText('Anker')).toBeInTheDocument();
    expect(within(cable).getByText('€12.90')).toBeInTheDocument();
    expect(within(cable).getByRole('link', { name: 'cables' })).toHaveAttribute('href', managePaths.accessories('cables'));
    const dock = await rowOf('Docking station');
    expect(within(dock).getByText('10 / 10')).toBeInTheDocument();
    expect(within(dock).queryByText('Low stock')).not.toBeInTheDocument();
    // The header, the demo's dock, keyboard and headset, and these two.
    expect(within(table).getAllByRole('row')).toHaveLength(6);
  });

  it('narrows to low stock and to the category of the address, and adds in that category', async () => {
    const user = userEvent.setup();
    await openWith((accessories) => someStock(accessories), () => managePaths.accessories());
    await rowOf('Docking station');
    await user.click(screen.getByRole('checkbox', { name: 'Low stock only' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Docking station' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'USB-C cable' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'cables' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessories: cables' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add accessory' })).toHaveAttribute('href', managePaths.addAccessory('cables'));
  });

  it('refuses a check-out of more units than are available, and the stock stays as it was', async () => {
    const user = userEvent.setup();
    const { arranged, services } = await openWith((accessories) => someStock(accessories), () => managePaths.accessories());
    const dialog = await checkOut(user, 'USB-C cable', '5');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only 2 left; 5 asked for.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(await rowOf('USB-C cable')).getByText('2 / 2')).toBeInTheDocument();
    expect(await manageGateways(services).accessories.get(arranged.cable.id)).toMatchObject({ available: 2, checkouts: [] });
  });

  it('lowers the available units after a check-out within stock', async () => {
    const user = userEvent.setup();
    await openWith((accessories) => someStock(accessories), () => managePaths.accessories());
    const dialog = await checkOut(user, 'Docking station', '3');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await within(await rowOf('Docking station')).findByText('7 / 10')).toBeInTheDocument();
  });

  it('archives an accessory after asking, which takes it off the list', async () => {
    const user = userEvent.setup();
    await openWith((accessories) => someStock(accessories), () => managePaths.accessories());
    await user.click(within(await rowOf('Docking station')).getByRole('button', { name: 'Archive Docking station' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Docking station?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Docking station' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'USB-C cable' })).toBeInTheDocument();
  });
});
