import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../tests/mocks/handlers';
import { renderPortal, withMockApi } from '../../../../../tests/component/shell/portal';
import { expectNoAxeViolations } from '../../../../../tests/component/axe';

withMockApi();

const SCREEN_LOAD = { timeout: 15_000 };

async function openConfigure(language: 'en' | 'de' = 'en') {
  const state = new MockState();
  for (const user of state.users) user.settings.language = language;
  const portal = await renderPortal({ url: '/apps/configure', signedInAs: 'admin', state, language });
  return { ...portal, state };
}

describe('Configure', { timeout: 60_000 }, () => {
  it("takes an app from a role: the grid saves only what changed, and the organisation's grants follow", async () => {
    const user = userEvent.setup();
    const { container, state } = await openConfigure();
    expect(await screen.findByRole('heading', { name: 'Configure', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    const walletForEmployees = await screen.findByRole('checkbox', { name: 'Employee opens Wallet' }, SCREEN_LOAD);
    expect(walletForEmployees).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await user.click(walletForEmployees);
    await user.click(screen.getByRole('button', { name: 'Save 1 change' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Employee opens Wallet' })).not.toBeChecked());
    const organisation = [...state.organisations.values()][0]!;
    expect(organisation.grants.get('employee')?.has('wallet')).toBe(false);
    // Configure itself has no toggles: admins only, always installed.
    const configureRow = screen.getByRole('rowheader', { name: 'Configure' }).closest('tr')!;
    expect(within(configureRow).getByText('Admins only')).toBeInTheDocument();
    expect(within(configureRow).queryByRole('checkbox')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('uninstalls an app only once the admin confirms it, and installs it again with one press', async () => {
    const user = userEvent.setup();
    const { state } = await openConfigure();
    const organisation = [...state.organisations.values()][0]!;
    const walletRow = () => screen.getByRole('rowheader', { name: /^Wallet/ }).closest('tr')!;
    await user.click(await screen.findByRole('button', { name: 'Uninstall Wallet' }, SCREEN_LOAD));
    const ask = await screen.findByRole('dialog', { name: 'Uninstall Wallet?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(organisation.installed.has('wallet')).toBe(true);
    expect(within(walletRow()).getByText('Installed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Uninstall Wallet' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Uninstall Wallet?' })).getByRole('button', { name: 'Uninstall' }));
    await waitFor(() => expect(within(walletRow()).getByText('(not installed)')).toBeInTheDocument());
    expect(organisation.installed.has('wallet')).toBe(false);
    await user.click(within(walletRow()).getByRole('button', { name: 'Install Wallet' }));
    await waitFor(() => expect(organisation.installed.has('wallet')).toBe(true));
  });

  it('refuses a pale colour before sending it, saying the contrast it reaches', async () => {
    const user = userEvent.setup();
    await openConfigure();
    const colour = await screen.findByRole('textbox', { name: 'Brand colour' }, SCREEN_LOAD);
    await user.type(colour, '#ffee99');
    expect(await screen.findByText(/White text on this colour reaches 1\.\d:1; buttons need at least 4\.5:1/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the colour' })).toBeDisabled();
    await user.clear(colour);
    await user.type(colour, '#1a4fa0');
    await user.click(screen.getByRole('button', { name: 'Save the colour' }));
    await waitFor(() => expect(document.getElementById('organisation-brand')?.textContent).toContain('#1a4fa0'));
  });

  it('shows why the currency is locked and keeps other currencies from being chosen', async () => {
    await openConfigure('de');
    expect(await screen.findByRole('heading', { name: 'Sprache, Datum und Währung' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(await screen.findByText(/In EUR wurde bereits Geld bewegt/, undefined, SCREEN_LOAD)).toBeInTheDocument();
    const currency = screen.getByRole('combobox', { name: 'Währung' });
    expect(within(currency).getByRole('option', { name: /^USD/ })).toBeDisabled();
  });

  it("gives a site hours of its own, begun from the organisation's, and lets it follow the organisation's again", async () => {
    await openConfigure();
    const section = (await screen.findByRole('heading', { name: 'Business hours' }, SCREEN_LOAD)).closest('section')!;
    const of = within(section).getByRole('combobox', { name: 'Hours of' });
    await waitFor(() => expect(within(of).getByRole('option', { name: 'Hamburg warehouse' })).toBeInTheDocument());
    await userEvent.selectOptions(of, 'Hamburg warehouse');
    expect(await within(section).findByText(/Hamburg warehouse follows the organisation's hours/)).toBeInTheDocument();

    await userEvent.type(within(section).getByLabelText('Holiday'), '2026-12-31');
    await userEvent.click(within(section).getByRole('button', { name: 'Add the holiday' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save the hours' }));
    expect(await within(of).findByRole('option', { name: 'Hamburg warehouse (own hours)' })).toBeInTheDocument();

    await userEvent.click(await within(section).findByRole('button', { name: "Follow the organisation's hours again" }));
    expect(await within(of).findByRole('option', { name: 'Hamburg warehouse' })).toBeInTheDocument();
    await expectNoAxeViolations(section);
  });
});
