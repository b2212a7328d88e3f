import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openCatalogue, productNamed, SCREEN_LOAD } from './arrange';

withMockApi();

describe('the stock history of a product', { timeout: 60_000 }, () => {
  it('receives and counts stock per location and lists every movement, newest first', async () => {
    const user = userEvent.setup();
    await openCatalogue((data) => `/apps/configure-shop/stock-history/${productNamed(data, 'Wireless mouse').id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock history of Wireless mouse' }, SCREEN_LOAD)).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Movements' });
    await expectNoAxeViolations();

    const receive = screen.getByRole('form', { name: 'Receive stock' });
    await user.type(within(receive).getByRole('textbox', { name: 'Units received' }), '0');
    await user.click(within(receive).getByRole('button', { name: 'Receive' }));
    expect(within(receive).getByRole('textbox', { name: 'Units received' })).toHaveAccessibleDescription('Enter a whole number of units, 1 or more.');
    await user.clear(within(receive).getByRole('textbox', { name: 'Units received' }));
    await user.type(within(receive).getByRole('textbox', { name: 'Units received' }), '5');
    await user.type(within(receive).getByRole('textbox', { name: 'Note' }), 'Delivery 42');
    await user.click(within(receive).getByRole('button', { name: 'Receive' }));
    const levels = screen.getByRole('table', { name: 'Stock per location' });
    expect(await within(levels).findByRole('row', { name: /Hamburg warehouse\s*45\s*0\s*45/ })).toBeInTheDocument();

    const count = screen.getByRole('form', { name: 'Count stock' });
    await user.type(within(count).getByRole('textbox', { name: 'Units counted' }), '12');
    await user.click(within(count).getByRole('button', { name: 'Save count' }));
    expect(await within(levels).findByRole('row', { name: /Hamburg warehouse\s*12\s*0\s*12/ })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Movements' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Adjusted', 'Received', 'Received']);
    expect(within(rows[1]!).getByText('Delivery 42')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await openCatalogue((data) => `/apps/configure-shop/stock-history/${productNamed(data, 'Wireless mouse').id}`, { language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestandsverlauf von Wireless mouse' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wareneingang' })).toBeInTheDocument();
  });
});
