import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openCatalogue, SCREEN_LOAD } from './arrange';

withMockApi();

describe('the configure page of a store', { timeout: 60_000 }, () => {
  it('lists the Shop’s products with price and stock per location, and searches them on the server', async () => {
    const user = userEvent.setup();
    const { history } = await openCatalogue('/apps/configure-shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop Configure' }, SCREEN_LOAD)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Products' });
    const dock = within(table).getByRole('row', { name: /USB-C dock/ });
    expect(within(dock).getByText('€189.00')).toBeInTheDocument();
    // The dock sells Manage's accessory count; the keyboard keeps its own shelves.
    expect(within(dock).getByText('Manage: USB-C dock, 25 of 25 available')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Wireless keyboard/ })).getByText('Hamburg warehouse: 25 available of 25')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add kit' })).not.toBeInTheDocument();
    await expectNoAxeViolations();

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'keyboard{Enter}');
    expect(await within(table).findByRole('row', { name: /Wireless keyboard/ })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Products' })).queryByRole('row', { name: /USB-C dock/ })).not.toBeInTheDocument();
    expect(history.location().search).toContain('q=keyboard');

    await user.click(screen.getByRole('link', { name: 'Stock history of Wireless keyboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock history of Wireless keyboard' }, SCREEN_LOAD)).toBeInTheDocument();
  });

  it('shows Device Hub’s kits as kits, offers to add one, and speaks German', async () => {
    await openCatalogue('/apps/configure-devicehub', { language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Device Hub konfigurieren' }, SCREEN_LOAD)).toBeInTheDocument();
    const kit = await screen.findByRole('row', { name: /New starter kit/ });
    expect(within(kit).getByText('Kit')).toBeInTheDocument();
    expect(within(kit).getByText('Aus seinen Komponenten')).toBeInTheDocument();
    expect(within(kit).getByText(/1\.650,00\s€/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kit hinzufügen' })).toHaveAttribute('href', '/apps/configure-devicehub/add-kit');
    await expectNoAxeViolations();
  });
});
