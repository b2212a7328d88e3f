import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { managePaths } from '../../../domain/paths';

withMockApi();

/** A screen's chunk loads lazily; the first one in a file can take a while. */
const SCREEN_LOAD = { timeout: 5_000 };

const rowOf = async (name: string) => (await screen.findByRole('link', { name }, SCREEN_LOAD)).closest('tr')!;
const cellOf = (row: HTMLElement, column: string) => within(row).getAllByRole('cell')[[...row.closest('table')!.querySelectorAll('th')].findIndex((th) => th.textContent === column)]!;

/** Picks from a record picker's answer to what was typed, not from the list shown before it settled. */
async function pick(user: UserEvent, dialog: HTMLElement, field: RegExp, typed: string, option: RegExp) {
  await user.type(within(dialog).getByRole('combobox', { name: field }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function sendUnits(user: UserEvent, dialog: HTMLElement, units: string) {
  const amount = within(dialog).getByRole('textbox', { name: /How many/ });
  await user.clear(amount);
  await user.type(amount, units);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

describe('the consumables and components tabs', { timeout: 30_000 }, () => {
  it('lists consumables, filters to low stock, and issues units to a person with the issue in its history', async () => {
    const user = userEvent.setup();
    await renderPortal({ url: managePaths.consumables(), signedInAs: 'admin' });
    const toner = await rowOf('HP 305A black toner');
    expect(within(toner).getByText('Low (minimum 4)')).toBeInTheDocument();
    expect(await rowOf('AA batteries (pack of 4)')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Low stock only' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'AA batteries (pack of 4)' })).not.toBeInTheDocument());
    expect(await rowOf('HP 305A black toner')).toBeInTheDocument();

    await user.click(within(await rowOf('HP 305A black toner')).getByRole('button', { name: 'Issue HP 305A black toner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue HP 305A black toner' });
    expect(within(dialog).getByText('3 on hand.')).toBeInTheDocument();
    await pick(user, dialog, /Person/, 'Eve', /Eve Employee/);
    await sendUnits(user, dialog, '2');
    await waitFor(async () => expect(cellOf(await rowOf('HP 305A black toner'), 'On hand')).toHaveTextContent(/^1/), SCREEN_LOAD);

    await user.click(await screen.findByRole('link', { name: 'HP 305A black toner' }));
    const history = await screen.findByRole('region', { name: 'Issued from HP 305A black toner' });
    expect(within(history).getByText(/2 to Eve Employee/)).toBeInTheDocument();
  });

  it('lists components, finds none low, and installs units into an asset, then removes one', async () => {
    const user = userEvent.setup();
    await renderPortal({ url: managePaths.components(), signedInAs: 'admin' });
    const ram = await rowOf('16 GB DDR5 SO-DIMM');
    expect(cellOf(ram, 'Remaining')).toHaveTextContent('10');
    await user.click(screen.getByRole('checkbox', { name: 'Low stock only' }));
    expect(await screen.findByText('Nothing matches this search.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Low stock only' }));

    await user.click(within(await rowOf('16 GB DDR5 SO-DIMM')).getByRole('button', { name: 'Install 16 GB DDR5 SO-DIMM into an asset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install 16 GB DDR5 SO-DIMM' });
    await pick(user, dialog, /Asset/, 'ACME-0001', /ACME-0001/);
    await sendUnits(user, dialog, '3');
    await waitFor(async () => expect(cellOf(await rowOf('16 GB DDR5 SO-DIMM'), 'Remaining')).toHaveTextContent(/^7/));

    await user.click(await screen.findByRole('link', { name: '16 GB DDR5 SO-DIMM' }));
    const installs = await screen.findByRole('region', { name: 'Assets holding 16 GB DDR5 SO-DIMM' });
    expect(within(installs).getByText(/3 installed/)).toBeInTheDocument();
    await user.click(within(installs).getByRole('button', { name: 'Remove from ACME-0001' }));
    await sendUnits(user, await screen.findByRole('dialog', { name: 'Remove 16 GB DDR5 SO-DIMM from ACME-0001' }), '1');
    expect(await within(installs).findByText(/2 installed/)).toBeInTheDocument();
    await waitFor(async () => expect(cellOf(await rowOf('16 GB DDR5 SO-DIMM'), 'Remaining')).toHaveTextContent(/^8/));
  });
});
