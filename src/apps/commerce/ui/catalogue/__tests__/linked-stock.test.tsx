import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openCatalogue, productNamed, SCREEN_LOAD } from './arrange';

withMockApi();

const editPage = (name: string) => (data: Parameters<typeof productNamed>[0]) => `/apps/configure-shop/edit-product/${productNamed(data, name).id}`;

describe('the stock a product sells', { timeout: 60_000 }, () => {
  it("shows a linked product's stock as Manage's accessory count, with the way to it, and unlinks it", async () => {
    const user = userEvent.setup();
    const { data, history } = await openCatalogue(editPage('Noise-cancelling headset'));
    const picker = await screen.findByRole('combobox', { name: 'Stock kept by' }, SCREEN_LOAD);
    expect(picker).toHaveDisplayValue('Manage: Noise-cancelling headset (0 of 6 available)');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'This product’s own shelves',
      'Manage: Noise-cancelling headset (0 of 6 available)',
      'Manage: USB-C dock (25 of 25 available)',
      'Manage: Wireless keyboard (40 of 40 available)',
    ]);
    const stock = screen.getByRole('region', { name: 'Stock per location' });
    expect(within(stock).getByText('Sells Manage’s count of Noise-cancelling headset: 0 of 6 available.')).toBeInTheDocument();
    expect(within(stock).getByRole('link', { name: 'Open Noise-cancelling headset in Manage' })).toHaveAttribute(
      'href',
      `/apps/manage-beta/update-accessory/accessory/all/${productNamed(data, 'Noise-cancelling headset').accessoryId}`,
    );
    await expectNoAxeViolations();

    await user.selectOptions(picker, 'This product’s own shelves');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(history.location().path).toBe('/apps/configure-shop'));
    expect(productNamed(data, 'Noise-cancelling headset').accessoryId).toBeNull();
  });

  it('refuses to link a product that still has units of its own, at the picker', async () => {
    const user = userEvent.setup();
    const { data } = await openCatalogue(editPage('Wireless keyboard'));
    const picker = await screen.findByRole('combobox', { name: 'Stock kept by' }, SCREEN_LOAD);
    expect(picker).toHaveDisplayValue('This product’s own shelves');
    await user.selectOptions(picker, 'Manage: Wireless keyboard (40 of 40 available)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(picker).toHaveAccessibleDescription(/still has units on its own shelves/));
    expect(productNamed(data, 'Wireless keyboard').accessoryId).toBeNull();
  });

  it('speaks German', async () => {
    await openCatalogue(editPage('USB-C dock'), { language: 'de' });
    expect(await screen.findByRole('combobox', { name: 'Bestand geführt von' }, SCREEN_LOAD)).toHaveDisplayValue('Manage: USB-C dock (25 von 25 verfügbar)');
    expect(screen.getByText('Verkauft den Manage-Bestand von USB-C dock: 25 von 25 verfügbar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'USB-C dock in Manage öffnen' })).toBeInTheDocument();
  });
});
