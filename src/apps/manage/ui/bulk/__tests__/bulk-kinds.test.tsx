import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';

withMockApi();

const LONG = { timeout: 20_000 };

/** Opens Bulk Upload, chooses what the file holds, and gives it the file: the header step follows. */
async function upload(kind: string, text: string, name: string) {
  await renderPortal({ url: '/apps/bulk-orders', signedInAs: 'admin' });
  await screen.findByRole('heading', { name: 'Upload a file' }, LONG);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'The file holds' }), kind);
  await userEvent.upload(await screen.findByLabelText('CSV or Excel file'), new File([text], name, { type: 'text/csv' }));
  await screen.findByRole('group', { name: 'Which row holds the column names?' }, LONG);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  return screen.findByRole('group', { name: 'Which column fills each field?' }, LONG);
}

describe('Bulk Upload of the new kinds', () => {
  it("matches a Snipe-IT consumables file's columns to the consumable's fields, Snipe-IT's headers first", { timeout: 120_000 }, async () => {
    const columns = await upload(
      'Consumables',
      'Company,Name,Category,Supplier,Manufacturer,QTY,Location,Order Number,Min Amount,Model Number,Item Number,Notes,Purchase Date,Purchase Cost\n' +
        'Simonis and Sons,Dragline,Soft Flooring and Base,Towne Group Two,McLaughlin-Wisozk,50,Cherven Bryag,529027385-9,100,3533069599460644,6381392801995066,,11/5/22,35.2\n',
      'consumables.csv',
    );
    expect(within(columns).getByRole('combobox', { name: 'Name (required)' })).toHaveDisplayValue('Name (91 % match)');
    expect(within(columns).getByRole('combobox', { name: 'Quantity (required)' })).toHaveDisplayValue('QTY (95 % match)');
    expect(within(columns).getByRole('combobox', { name: 'Item number' })).toHaveDisplayValue('Item Number (95 % match)');
    expect(within(columns).getByRole('combobox', { name: 'Minimum quantity' })).toHaveDisplayValue('Min Amount (95 % match)');
    // A consumable has no asset tag nor holder: only its own fields are offered.
    expect(within(columns).queryByRole('combobox', { name: /Asset tag/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Check every row' }));
    await screen.findByText('1 row read, valid.', undefined, LONG);
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 valid row' }));
    await screen.findByRole('heading', { name: 'consumables.csv imported' }, LONG);
  });

  it('asks for the column of every field an order needs before it checks the rows', { timeout: 120_000 }, async () => {
    const columns = await upload('Orders', 'Reference,Email,Item,Qty,Price\nEXT-1,eve@acme.test,USB-C Dock,2,149.50\n', 'orders.csv');
    expect(within(columns).getByRole('combobox', { name: 'Order number (required)' })).toHaveDisplayValue('Reference (91 % match)');
    expect(within(columns).getByRole('combobox', { name: 'Product or model (required)' })).toHaveDisplayValue('Item (87 % match)');
    expect(within(columns).getByRole('combobox', { name: 'Unit price' })).toHaveDisplayValue('Price (93 % match)');
    const email = within(columns).getByRole('combobox', { name: 'Email (required)' });
    await userEvent.selectOptions(email, 'Not imported');
    expect(email).toHaveAccessibleDescription('Choose the column for this field: every row needs it.');
    expect(screen.getByRole('button', { name: 'Check every row' })).toBeDisabled();
    await userEvent.selectOptions(email, 'Email (95 % match)');
    expect(screen.getByRole('button', { name: 'Check every row' })).toBeEnabled();
  });
});
