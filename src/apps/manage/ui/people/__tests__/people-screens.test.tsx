import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { managePaths } from '../../../domain/paths';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { eveOf, SCREEN_LOAD } from './people-fixtures';
import { manageGateways } from '../../__tests__/gateways';

withMockApi();

describe('the people of the organisation', () => {
  it('lists the demo people with their role, what they hold and whether they are active', async () => {
    await renderPortal({ url: managePaths.users(), signedInAs: 'admin' });
    const table = await screen.findByRole('table', { name: 'People' }, SCREEN_LOAD);
    const eve = within(table).getByRole('link', { name: 'Eve Employee' }).closest('tr')!;
    expect(within(eve).getByText('employee@acme.test')).toBeInTheDocument();
    expect(within(eve).getByText('Employee')).toBeInTheDocument();
    expect(within(eve).getByText('3')).toBeInTheDocument();
    expect(within(eve).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Ada Admin' })).toBeInTheDocument();
  });

  it('finds people by name, asking the server', async () => {
    const user = userEvent.setup();
    await renderPortal({ url: managePaths.users(), signedInAs: 'admin' });
    await screen.findByRole('link', { name: 'Ada Admin' }, SCREEN_LOAD);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'eve{Enter}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ada Admin' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Eve Employee' })).toBeInTheDocument();
  });

  it('shows only who has left when filtered so', async () => {
    const user = userEvent.setup();
    const { services, state } = await renderPortal({ url: managePaths.users(), signedInAs: 'admin' });
    const eve = eveOf(state);
    await manageGateways(services).people.offboard(eve.id, { version: eve.version, recover: false });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }, SCREEN_LOAD), 'Offboarded');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ada Admin' })).not.toBeInTheDocument());
    const row = screen.getByRole('link', { name: 'Eve Employee' }).closest('tr')!;
    expect(within(row).getByText(/^Offboarded /)).toBeInTheDocument();
  });
});

describe('adding and renaming a person', () => {
  it('refuses an address someone already has at the field, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { history } = await renderPortal({ url: managePaths.addUser(), signedInAs: 'admin' });
    expect(await screen.findByText(/sign in with a sign-in link or through your identity provider/, {}, SCREEN_LOAD)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Eve Again');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'employee@acme.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/someone already has this address/));
    expect(email).toHaveValue('employee@acme.test');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Eve Again');
    expect(history.location().path).toBe(managePaths.addUser());
  });

  it('adds a person without a password and opens their details', async () => {
    const user = userEvent.setup();
    const { history, state } = await renderPortal({ url: managePaths.addUser(), signedInAs: 'admin' });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, SCREEN_LOAD), 'Nia New');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nia@acme.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nia New' }, SCREEN_LOAD)).toBeInTheDocument();
    const nia = state.users.find((person) => person.email === 'nia@acme.test')!;
    expect(nia.password).toBeNull();
    expect(history.location().path).toBe(managePaths.user(nia.id));
  });

  it('shows the name saved meanwhile beside the field, and saves the typed one over it on reapply', async () => {
    const user = userEvent.setup();
    const state = new MockState();
    const eve = eveOf(state);
    const { services } = await renderPortal({ url: managePaths.editUser(eve.id), signedInAs: 'admin', state });
    const name = await screen.findByRole('textbox', { name: 'Name' }, SCREEN_LOAD);
    await manageGateways(services).people.rename(eve.id, { name: 'Eve Elsewhere', version: eve.version });
    await user.clear(name);
    await user.type(name, 'Eve Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved meanwhile by someone else: Eve Elsewhere')).toBeInTheDocument();
    expect(name).toHaveValue('Eve Renamed');
    await user.click(screen.getByRole('button', { name: 'Apply my changes again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Eve Renamed' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(eveOf(state).name).toBe('Eve Renamed');
  });
});
