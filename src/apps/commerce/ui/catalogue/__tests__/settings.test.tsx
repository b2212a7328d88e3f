import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MOCK_DEMO } from '../../../../../../tests/mocks/mock-state';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openCatalogue, SCREEN_LOAD } from './arrange';

withMockApi();

describe('the commerce settings', { timeout: 60_000 }, () => {
  it('shows the threshold as the reader writes amounts, refuses one that is none and a currency money has moved in, and saves it in minor units', async () => {
    const user = userEvent.setup();
    const { data, state } = await openCatalogue('/apps/configure-shop');
    const sections = await screen.findByRole('navigation', { name: 'Configure sections' }, SCREEN_LOAD);
    await user.click(within(sections).getByRole('link', { name: 'Settings' }));
    const threshold = await screen.findByRole('textbox', { name: 'Approval threshold (EUR)' });
    expect(threshold).toHaveValue('500.00');
    expect(screen.getByText('€500.00')).toBeInTheDocument();
    expect(screen.queryByText(/Saved meanwhile/)).not.toBeInTheDocument();
    await expectNoAxeViolations();

    await user.clear(threshold);
    await user.type(threshold, 'lots');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(threshold).toHaveAccessibleDescription(/Enter an amount, such as 500.00./);

    await user.clear(threshold);
    await user.type(threshold, '1,250.50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'GBP');
    expect(screen.getByRole('textbox', { name: 'Approval threshold (GBP)' })).toBe(threshold);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    // The demo organisation's wallets and invoices are in euros: its currency stays, said at the currency's field.
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(currency).toHaveAccessibleDescription(/Money has moved in EUR already, so the currency stays EUR./));
    await user.selectOptions(currency, 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    const acme = state.userByEmail(MOCK_DEMO.admin.email)!.organisationId;
    expect(data.settingsOf(acme)).toEqual({ currency: 'EUR', approvalThresholdMinor: 125_050, version: 1 });
    expect(await screen.findByText('€1,250.50')).toBeInTheDocument();
  });

  it('reads and writes amounts the German way, and speaks German', async () => {
    const user = userEvent.setup();
    const { data, state } = await openCatalogue('/apps/configure-devicehub?section=settings', { language: 'de' });
    const threshold = await screen.findByRole('textbox', { name: 'Genehmigungsgrenze (EUR)' }, SCREEN_LOAD);
    expect(threshold).toHaveValue('500,00');
    await user.clear(threshold);
    await user.type(threshold, '1.000,25');
    await user.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    const acme = state.userByEmail(MOCK_DEMO.admin.email)!.organisationId;
    await waitFor(() => expect(data.settingsOf(acme)).toMatchObject({ approvalThresholdMinor: 100_025 }));
    expect(await screen.findByText('Einstellungen gespeichert.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows what someone else saved meanwhile, and saves the typed values over it once asked', async () => {
    const user = userEvent.setup();
    const { data, state } = await openCatalogue('/apps/configure-shop?section=settings');
    const threshold = await screen.findByRole('textbox', { name: 'Approval threshold (EUR)' }, SCREEN_LOAD);
    const acme = state.userByEmail(MOCK_DEMO.admin.email)!.organisationId;
    data.saveSettings(acme, { currency: 'EUR', approvalThresholdMinor: 80_000, version: 1 });
    await user.clear(threshold);
    await user.type(threshold, '300');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved meanwhile by someone else: 800.00')).toBeInTheDocument();
    expect(threshold).toHaveValue('300');
    await user.click(screen.getByRole('button', { name: 'Apply my changes again' }));
    await waitFor(() => expect(data.settingsOf(acme)).toEqual({ currency: 'EUR', approvalThresholdMinor: 30_000, version: 2 }));
  });
});
