import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '../admin-paths';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { deskState, openAsAdmin, SCREEN_LOAD } from './arrange';

withMockApi();

describe('the Resolve IT configuration screens', { timeout: 40_000 }, () => {
  it('adds a status that pauses the SLA, shows the server’s refusal at its field, and deletes after asking', async () => {
    const user = userEvent.setup();
    const { state, desk } = deskState();
    await openAsAdmin(state, adminPaths.config('status-management'));
    const statuses = await screen.findByRole('region', { name: 'Status list' }, SCREEN_LOAD);
    expect(await within(statuses).findByRole('cell', { name: 'Waiting for you' })).toBeInTheDocument();

    await user.click(within(statuses).getByRole('button', { name: 'Add status' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add a status' });
    const name = within(drawer).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'x'.repeat(121));
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Category' }), 'Pending');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Pauses the SLA' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(desk.statuses).toHaveLength(5);

    await user.clear(name);
    await user.type(name, 'Waiting for supplier');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(statuses).findByRole('cell', { name: 'Waiting for supplier' })).toBeInTheDocument();
    expect(desk.statuses.find((status) => status.name === 'Waiting for supplier')).toMatchObject({ category: 'pending', pausesSla: true });

    await user.click(within(statuses).getByRole('button', { name: 'Delete Waiting for supplier' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Waiting for supplier?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(statuses).queryByRole('cell', { name: 'Waiting for supplier' })).not.toBeInTheDocument());
    expect(desk.statuses).toHaveLength(5);
  });

  it('stores a new IMAP password without ever showing one', async () => {
    const user = userEvent.setup();
    const { state, admin } = deskState();
    await openAsAdmin(state, adminPaths.config('email-channel'));
    // The password's own field, not the sign-in choice of the same name.
    const password = await screen.findByLabelText('Password', { selector: 'input[type=password]' }, SCREEN_LOAD);
    expect(screen.getByText('No password is stored.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Read a mailbox over IMAP' }));
    await user.type(screen.getByRole('textbox', { name: 'Server' }), 'imap.acme.test');
    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'help@acme.test');
    await user.type(password, 's3cret');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(admin.emailChannel.imap).toMatchObject({ enabled: true, host: 'imap.acme.test', passwordSet: true }));
    expect(await screen.findByText('A password is stored; it is never shown. Type one only to replace it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { selector: 'input[type=password]' })).toHaveValue('');
  });

  it("refuses an IMAP host on the server's own machine at the field, in the reader's words", async () => {
    const user = userEvent.setup();
    const { state, admin } = deskState();
    await openAsAdmin(state, adminPaths.config('email-channel'));
    const host = await screen.findByRole('textbox', { name: 'Server' }, SCREEN_LOAD);
    await user.click(screen.getByRole('checkbox', { name: 'Read a mailbox over IMAP' }));
    await user.type(host, '127.0.0.1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The portal does not connect to its own machine (a loopback address such as 127.0.0.1 or localhost).')).toBeInTheDocument();
    expect(admin.emailChannel.imap.host).toBe('');
  });
});
