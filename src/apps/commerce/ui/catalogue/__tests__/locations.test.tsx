import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openCatalogue, SCREEN_LOAD } from './arrange';

withMockApi();

describe('Locations', { timeout: 60_000 }, () => {
  it('lists offices and warehouses with their defaults', async () => {
    await openCatalogue('/apps/shipmaster');
    expect(await screen.findByRole('heading', { level: 1, name: 'Locations' }, SCREEN_LOAD)).toBeInTheDocument();
    const hamburg = await screen.findByRole('row', { name: /Hamburg warehouse/ });
    expect(within(hamburg).getByText('Default stock location')).toBeInTheDocument();
    expect(within(hamburg).getByText('Am Sandtorkai 50, 20457 Hamburg, Germany')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("names a postcode that does not fit the country's format at its field, then adds the address as the new default", async () => {
    const user = userEvent.setup();
    const { data, history } = await openCatalogue('/apps/shipmaster/add-address');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, SCREEN_LOAD), 'Vienna office');
    await user.type(screen.getByRole('textbox', { name: 'Street and number' }), 'Ring 1');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Wien');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Austria');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '10115');
    await user.click(screen.getByRole('checkbox', { name: 'Default shipping address' }));
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription('This is not a postcode of the chosen country; it looks like 1010.');
    await expectNoAxeViolations();

    await user.clear(screen.getByRole('textbox', { name: 'Postcode' }));
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '1010');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(history.location().path).toBe('/apps/shipmaster'));
    const defaults = data.locations.filter((location) => location.isDefaultShipping).map((location) => location.name);
    expect(defaults).toEqual(['Vienna office']);
  });

  it('updates an address, in German', async () => {
    const user = userEvent.setup();
    const { data, history } = await openCatalogue((catalogue) => `/apps/shipmaster/update-address/${catalogue.locations[0]!.id}`, { language: 'de' });
    const city = await screen.findByRole('textbox', { name: 'Ort' }, SCREEN_LOAD);
    await user.clear(city);
    await user.type(city, 'Berlin-Mitte');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(history.location().path).toBe('/apps/shipmaster'));
    expect(data.locations[0]).toMatchObject({ city: 'Berlin-Mitte', version: 2 });
  });

  it('shows a site named in another app without an address as missing, and completes it', async () => {
    const user = userEvent.setup();
    const { data, history } = await openCatalogue((catalogue) => {
      const blank = { recipient: null, line1: null, line2: null, city: null, region: null, postcode: null, country: null, phone: null, personId: null };
      const organisationId = catalogue.locations[0]!.organisationId;
      catalogue.locations.push({ ...blank, id: crypto.randomUUID(), organisationId, kind: 'office', name: 'Depot', isDefaultShipping: false, isDefaultStock: false, version: 1 });
      return '/apps/shipmaster';
    });
    const depot = await screen.findByRole('row', { name: /Depot/ }, SCREEN_LOAD);
    await user.click(within(depot).getByRole('link', { name: 'Address missing Complete it' }));
    await user.type(await screen.findByRole('textbox', { name: 'Street and number' }, SCREEN_LOAD), 'Hafenstraße 1');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Hamburg');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '20457');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(history.location().path).toBe('/apps/shipmaster'));
    expect(data.locations.find((location) => location.name === 'Depot')).toMatchObject({ line1: 'Hafenstraße 1', city: 'Hamburg', postcode: '20457', country: 'DE' });
    expect(await screen.findByText('Hafenstraße 1, 20457 Hamburg, Germany')).toBeInTheDocument();
  });
});
