import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { manageDataOf } from '../../../mocks/mock-state';
import { MOCK_DEMO_OFFICES } from '../../../../commerce/mocks/demo-offices';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { fill, SCREEN_LOAD, SLOW } from './arrange';
import { manageGateways } from '../../__tests__/gateways';

withMockApi();

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const options = () => screen.getAllByRole('option').map((option) => option.textContent);

describe("an asset's site, picked from Locations", SLOW, () => {
  it('offers the sites by name, adds a site for a new name with its address to complete, and links the asset to it', async () => {
    const { state, services } = await renderPortal({ url: '/apps/manage-beta/add-asset/laptop/laptop', signedInAs: 'admin' });
    await fill(await screen.findByRole('textbox', { name: 'Asset tag' }, SCREEN_LOAD), 'ACME-0100');
    await fill(screen.getByRole('textbox', { name: 'Model' }), 'ThinkPad X1');
    const site = screen.getByRole('combobox', { name: 'Location' });

    await fill(site, 'paris');
    await waitFor(() => expect(options()).toEqual(['Paris office', 'Add a site named “paris”']));
    await userEvent.clear(site);
    await fill(site, 'Lisbon lab');
    await waitFor(() => expect(options()).toEqual(['Add a site named “Lisbon lab”']));
    await userEvent.click(screen.getByRole('option', { name: 'Add a site named “Lisbon lab”' }));
    await waitFor(() => expect(site).toHaveValue('Lisbon lab'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { level: 1, name: 'ACME-0100' }, SCREEN_LOAD);
    const link = within(fact('Location')).getByRole('link', { name: 'Lisbon lab' });
    const lisbon = (await manageGateways(services).places.list({ q: 'lisbon' })).items;
    expect(lisbon).toEqual([expect.objectContaining({ name: 'Lisbon lab', addressMissing: true })]);
    expect(link).toHaveAttribute('href', expect.stringContaining(`/shipmaster/update-address/${lisbon[0]!.id}`));
    expect(manageDataOf(state).assets.find((asset) => asset.assetTag === 'ACME-0100')?.locationId).toBe(lisbon[0]!.id);
  });

  it('says which sites have their address missing, and does not offer a site twice in another case', async () => {
    const { services } = await renderPortal({ url: '/apps/manage-beta/add-asset/laptop/laptop', signedInAs: 'admin' });
    await manageGateways(services).places.add({ name: 'Depot' });
    const site = await screen.findByRole('combobox', { name: 'Location' }, SCREEN_LOAD);
    await fill(site, 'DEPOT');
    await waitFor(() => expect(options()).toEqual(['Depot · address missing']));
  });

  it('narrows the list to one site, kept in the address by its id and shown by its name', async () => {
    const state = new MockState();
    const paris = MOCK_DEMO_OFFICES[2];
    const atParis = manageDataOf(state).assets.filter((asset) => asset.locationId === paris.id).map((asset) => asset.assetTag);
    const { history } = await renderPortal({ url: '/apps/manage-beta/assets/all', signedInAs: 'admin', state });
    const table = await screen.findByRole('table', { name: 'Assets: All types' }, SCREEN_LOAD);

    await fill(screen.getByRole('combobox', { name: 'Location' }), 'Paris');
    await userEvent.click(await screen.findByRole('option', { name: 'Paris office' }));

    await waitFor(() => expect(history.location().search).toContain(`locationId=${paris.id}`));
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('link')[0]!.textContent),
      ).toEqual(atParis),
    );
    expect(within(table).getAllByRole('row').slice(1).every((row) => row.textContent?.includes('Paris office'))).toBe(true);
  });

  it('moves a selection to one site in bulk', async () => {
    const state = new MockState();
    const { services } = await renderPortal({ url: '/apps/manage-beta/assets/all', signedInAs: 'admin', state });
    await screen.findByRole('table', { name: 'Assets: All types' }, SCREEN_LOAD);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select ACME-0001' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select ACME-0002' }));
    await userEvent.click(within(screen.getByRole('region', { name: 'Selected assets' })).getByRole('button', { name: 'Edit selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 2 assets' });

    await fill(within(dialog).getByRole('combobox', { name: 'Location' }), 'Hamburg');
    await userEvent.click(await screen.findByRole('option', { name: 'Hamburg warehouse' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to selected' }));

    expect(await screen.findByText('2 assets changed.')).toBeInTheDocument();
    const hamburg = (await manageGateways(services).places.list({ q: 'Hamburg' })).items[0]!;
    expect(manageDataOf(state).assets.filter((asset) => ['ACME-0001', 'ACME-0002'].includes(asset.assetTag)).map((asset) => asset.locationId)).toEqual([hamburg.id, hamburg.id]);
  });
});
