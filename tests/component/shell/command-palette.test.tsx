import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_DEMO } from '../../mocks/handlers';
import { renderPortal, withMockApi } from './portal';

withMockApi();

// The palette is a chunk of its own, with cmdk: its first load waits for the module.
const palette = () => screen.findByRole('dialog', { name: 'Command palette' }, { timeout: 10_000 });

describe('the command palette', { timeout: 30_000 }, () => {
  afterEach(() => window.localStorage.clear());

  it('opens on Ctrl+K, finds a person the server knows and opens their page', async () => {
    const { navigation } = await renderPortal({ url: '/dashboard', signedInAs: 'admin' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    const input = within(dialog).getByRole('combobox');
    expect(input).toHaveFocus();

    await userEvent.type(input, 'Eve Emp');
    const records = await within(dialog).findByRole('group', { name: 'Records' });
    expect(within(records).getByRole('option', { name: new RegExp(MOCK_DEMO.employee.name) })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigation.shown()?.location.path).toMatch(/^\/apps\/manage-beta\/user-detail\//));
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
  });

  it('offers only the pages and actions of the apps the person may open', async () => {
    await renderPortal({ url: '/dashboard', signedInAs: 'employee' });
    await userEvent.click(await screen.findByRole('button', { name: 'Search or jump to…' }));
    const dialog = await palette();
    await userEvent.type(within(dialog).getByRole('combobox'), 'report');
    const actions = within(dialog).getByRole('group', { name: 'Actions' });
    expect(within(actions).getByRole('option', { name: /Report a problem/ })).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByRole('combobox'));
    await userEvent.type(within(dialog).getByRole('combobox'), 'Manage');
    expect(within(dialog).queryByRole('option', { name: /^Manage$/ })).not.toBeInTheDocument();
  });

  it('pins the selected entry with Alt+P, and the Quick links page moves and removes it by keyboard', async () => {
    await renderPortal({ url: '/quick-links', signedInAs: 'employee' });
    expect(await screen.findByText(/Nothing pinned yet/)).toBeInTheDocument();
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    await userEvent.type(within(dialog).getByRole('combobox'), 'wallet');
    await userEvent.keyboard('{Alt>}p{/Alt}');
    await within(dialog).findByRole('button', { name: 'Unpin “Wallet”' });
    await userEvent.clear(within(dialog).getByRole('combobox'));
    await userEvent.type(within(dialog).getByRole('combobox'), 'settings');
    await userEvent.keyboard('{Alt>}p{/Alt}');
    await within(dialog).findByRole('button', { name: 'Unpin “Settings”' });
    await userEvent.keyboard('{Escape}');

    const list = await screen.findByRole('list', { name: 'Pinned links' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Wallet', 'Settings']);
    within(list).getByRole('button', { name: 'Move “Settings” up' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Settings', 'Wallet']));
    await userEvent.click(within(list).getByRole('button', { name: 'Unpin “Wallet”' }));
    await waitFor(() => expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Settings']));
  });
});
