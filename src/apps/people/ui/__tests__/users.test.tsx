import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tests/component/axe';
import { renderPortal, withMockApi } from '../../../../../tests/component/shell/portal';

withMockApi();

/** Typed in one go (a paste): the field's words are not what these cases are about. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

describe('Users', { timeout: 60_000 }, () => {
  it('lists the directory, adds a person (a taken address refused at its field), and finds them by team', async () => {
    const user = userEvent.setup();
    await renderPortal({ url: '/apps/users', signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'People' }, { timeout: 15_000 }).catch(() => screen.findByRole('table', { name: 'People' }));
    expect(within(table).getByText('Eve Employee')).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Add person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a person' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Nora Novak');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Email' }), 'employee@acme.test');
    // A team nobody has yet is offered as a new one, and made on picking it.
    await fill(user, within(dialog).getByRole('combobox', { name: 'Team' }), 'Sales');
    await user.click(await screen.findByRole('option', { name: 'Add the team “Sales”' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Team' })).toHaveValue('Sales'));
    await user.click(within(dialog).getByRole('button', { name: 'Add person' }));
    expect(await within(dialog).findByText('Someone already has this address.')).toBeInTheDocument();
    // What was typed stays.
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Nora Novak');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Email' }), 'nora@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add person' }));
    expect(await screen.findByText('Nora Novak', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add a person' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Sales');
    expect((await screen.findAllByText('nora@acme.test')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Eve Employee')).not.toBeInTheDocument();
  });

  it('renames a team, its people staying in it, and deletes one after asking', async () => {
    const user = userEvent.setup();
    await renderPortal({ url: '/apps/users', signedInAs: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Teams' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Teams' });
    expect(await within(dialog).findByText('2 people')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rename Operations' }));
    const field = within(dialog).getByRole('textbox', { name: 'New name for Operations' });
    await user.clear(field);
    await fill(user, field, 'IT Operations');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('IT Operations')).toBeInTheDocument();
    await expectNoAxeViolations();
    await fill(user, within(dialog).getByRole('textbox', { name: 'New team' }), 'Design');
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    expect(await within(dialog).findByText('0 people')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Design' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete the team Design?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).queryByText('Design')).not.toBeInTheDocument(), { timeout: 15_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Teams' })).not.toBeInTheDocument());
    // The people of the renamed team show its new name.
    const table = await screen.findByRole('grid', { name: 'People' }).catch(() => screen.findByRole('table', { name: 'People' }));
    for (const name of ['Ada Admin', 'Eve Employee']) {
      await waitFor(() => expect(within(table).getByRole('row', { name: new RegExp(`^Select ${name}|^${name}`) })).toHaveTextContent('IT Operations'));
    }
  });

  it('deactivates a person after asking, and refuses to deactivate the admin themselves in a bulk change', async () => {
    const user = userEvent.setup();
    await renderPortal({ url: '/apps/users', signedInAs: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Edit Eve Employee' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Eve Employee' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Deactivate' })[0]!);
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Eve Employee?' });
    // The question's own button, the last of that name (the one that opened it stays behind it).
    await user.click(within(confirm).getAllByRole('button', { name: 'Deactivate' }).at(-1)!);
    // The status filter offers "Deactivated" too; Eve's row now says it as well.
    await waitFor(() => expect(screen.getAllByText('Deactivated').length).toBeGreaterThan(1), { timeout: 15_000 });

    await user.click(screen.getByRole('checkbox', { name: /Ada Admin/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Change for the selected' }), 'Deactivate');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const ask = await screen.findByRole('dialog', { name: 'Apply to 1 people?' });
    await user.click(within(ask).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('0 changed, 1 not changed.', {}, { timeout: 15_000 })).toBeInTheDocument();
    const refused = screen.getByRole('list', { name: 'Not changed' });
    expect(refused).toHaveTextContent('Ada Admin: You cannot deactivate yourself.');
  });
});
