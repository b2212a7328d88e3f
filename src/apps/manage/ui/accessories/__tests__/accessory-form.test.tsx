import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { managePaths } from '../../../domain/paths';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { openWith, SCREEN_LOAD, someStock, userIdOf } from './arrange';
import { manageGateways } from '../../__tests__/gateways';
import { manageDataOf } from '../../../mocks/mock-state';

withMockApi();

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('the accessory form', { timeout: 20_000 }, () => {
  it('adds an accessory in the category of the list it came from, refusing an amount it cannot read, and returns to that list', async () => {
    const user = userEvent.setup();
    const { history, services } = await openWith(async () => null, () => managePaths.addAccessory('headsets'));
    await screen.findByRole('heading', { level: 1, name: 'Add accessory' }, SCREEN_LOAD);
    expect(field(/^Category/)).toHaveValue('headsets');
    await user.type(field(/^Name/), 'Jabra Evolve');
    await user.type(field(/^Total units/), '8');
    await user.clear(field(/^Low-stock threshold/));
    await user.type(field(/^Low-stock threshold/), '2');
    await user.type(field(/^Cost per unit/), 'cheap');
    await user.click(screen.getByRole('button', { name: 'Add accessory' }));
    expect(await screen.findByText('Enter an amount such as 1299.00.')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Jabra Evolve');

    await user.clear(field(/^Cost per unit/));
    await user.type(field(/^Cost per unit/), '89,90');
    await user.click(screen.getByRole('button', { name: 'Add accessory' }));
    expect(await screen.findByRole('cell', { name: 'Jabra Evolve' })).toBeInTheDocument();
    expect(history.location().path).toBe(managePaths.accessories('headsets'));
    const [saved] = (await manageGateways(services).accessories.list({ q: 'Jabra' })).items;
    expect(saved).toMatchObject({ category: 'headsets', total: 8, available: 8, lowStockThreshold: 2, costCents: 8990 });
  });

  it('after someone else saved meanwhile, shows their value beside the field and saves the typed values again on request', async () => {
    const user = userEvent.setup();
    const { arranged, services, history } = await openWith((accessories) => someStock(accessories), ({ cable }) => managePaths.updateAccessory(cable.id, 'cables'));
    const site = () => screen.getByRole('combobox', { name: /^Location/ });
    await waitFor(() => expect(site()).toHaveValue('Berlin office'), SCREEN_LOAD);
    const munich = await manageGateways(services).places.add({ name: 'Munich' });
    await manageGateways(services).accessories.update(arranged.cable.id, { locationId: munich.id, version: arranged.cable.version });

    await user.clear(site());
    await user.type(site(), 'Hamburg');
    await user.click(await screen.findByRole('option', { name: 'Hamburg warehouse' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved meanwhile by someone else: Munich')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else changed this in the meantime.');
    expect(site()).toHaveValue('Hamburg warehouse');

    await user.click(screen.getByRole('button', { name: 'Apply my changes again' }));
    await waitFor(() => expect(history.location().path).toBe(managePaths.accessories('cables')));
    expect(await manageGateways(services).accessories.get(arranged.cable.id)).toMatchObject({ location: { name: 'Hamburg warehouse' }, version: arranged.cable.version + 2 });
  });

  it('says how many units store orders hold until they ship', async () => {
    await openWith(
      async (accessories, portal) => {
        const { dock } = await someStock(accessories);
        manageDataOf(portal.state).reserveAccessories(portal.state.userByEmail('employee@acme.test')!, crypto.randomUUID(), [{ accessoryId: dock.id, quantity: 2 }], 'shop');
        return dock;
      },
      (dock) => managePaths.updateAccessory(dock.id),
    );
    const holders = await screen.findByRole('region', { name: 'Who holds units' }, SCREEN_LOAD);
    expect(within(holders).getByText('8 of 10 units available.')).toBeInTheDocument();
    expect(within(holders).getByText('2 units are reserved for store orders that have not shipped yet.')).toBeInTheDocument();
  });

  it('shows who holds units, refuses a total below the units out at the field, and checks units back in', async () => {
    const user = userEvent.setup();
    const { arranged, services } = await openWith(
      async (accessories, portal) => {
        const { dock } = await someStock(accessories);
        await accessories.checkOut(dock.id, { userId: userIdOf(portal, 'employee@acme.test'), quantity: 4 });
        return dock;
      },
      (dock) => managePaths.updateAccessory(dock.id),
    );
    const holders = await screen.findByRole('region', { name: 'Who holds units' }, SCREEN_LOAD);
    expect(within(holders).getByRole('cell', { name: 'Eve Employee' })).toBeInTheDocument();
    expect(within(holders).getByText('6 of 10 units available.')).toBeInTheDocument();

    await user.clear(field(/^Total units/));
    await user.type(field(/^Total units/), '3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(field(/^Total units/)).toHaveAccessibleDescription(/4 units are checked out; the total cannot go below that./));

    await user.click(within(holders).getByRole('button', { name: 'Check in 4 units from Eve Employee' }));
    expect(await within(holders).findByText('No units are checked out.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(await manageGateways(services).accessories.get(arranged.id)).toMatchObject({ total: 3, available: 3 }));
  });
});
