import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { managePaths } from '../../../domain/paths';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { openWith, titleWithLicence, userIdOf } from './arrange';
import { manageGateways } from '../../__tests__/gateways';

withMockApi();

describe('the licence form', { timeout: 20_000 }, () => {
  it('adds a licence for the title named in the address and opens it', async () => {
    const user = userEvent.setup();
    const { arranged: title } = await openWith(
      async (software) => {
        await software.createSoftware({ name: 'Another title' });
        return software.createSoftware({ name: 'Office Suite' });
      },
      (made) => managePaths.addLicence(made.id),
    );
    const form = await screen.findByRole('heading', { level: 1, name: 'Add licence' });
    expect(form).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Software' })).toHaveValue(title.id);
    expect(screen.getByLabelText('Licence key')).toHaveAttribute('type', 'password');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Vol 27');
    // Keys are pasted, as people do.
    await user.click(screen.getByLabelText('Licence key'));
    await user.paste('WXYZ-1234-5678-QRST');
    const seats = screen.getByRole('spinbutton', { name: /Seats/ });
    await user.clear(seats);
    await user.type(seats, '25');
    await user.type(screen.getByRole('textbox', { name: /Cost/ }), '1299.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Vol 27' })).toBeInTheDocument();
    expect(screen.getByText('0 of 25 seats used')).toBeInTheDocument();
    expect(screen.getByText('••••••••QRST')).toBeInTheDocument();
    expect(screen.getByText('€1,299.50')).toBeInTheDocument();
  });

  it('shows the refusal at Seats when fewer seats than are assigned are asked for, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { history, arranged: licence } = await openWith(
      async (software, portal) => {
        const { licence } = await titleWithLicence(software, 'Office Suite', { seats: 3 });
        await software.assignSeat(licence.id, { userId: userIdOf(portal, 'admin@acme.test') });
        await software.assignSeat(licence.id, { userId: userIdOf(portal, 'employee@acme.test') });
        return licence;
      },
      (made) => managePaths.updateLicence(made.id),
    );
    const seats = await screen.findByRole('spinbutton', { name: /Seats/ });
    await user.clear(seats);
    await user.type(seats, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('2 seats are assigned; release some first.')).toBeInTheDocument();
    expect(seats).toHaveAccessibleDescription(expect.stringContaining('2 seats are assigned; release some first.'));
    expect(seats).toHaveValue(1);
    expect(history.location().path).toBe(managePaths.updateLicence(licence.id));
  });

  it('after a stale save shows what the other person saved and applies the typed change again, keeping the key', async () => {
    const user = userEvent.setup();
    const { services, arranged: licence } = await openWith(
      async (software) => (await titleWithLicence(software, 'Office Suite')).licence,
      (made) => managePaths.updateLicence(made.id),
    );
    const supplier = await screen.findByRole('textbox', { name: 'Supplier' });
    expect(screen.getByLabelText('Licence key')).toHaveAccessibleDescription('Leave empty to keep the current key.');
    await manageGateways(services).software.updateLicence(licence.id, { supplier: 'Resellers Ltd', version: licence.version });
    await user.type(supplier, 'Direct');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved meanwhile by someone else: Resellers Ltd')).toBeInTheDocument();
    expect(supplier).toHaveValue('Direct');
    await user.click(screen.getByRole('button', { name: 'Apply my changes again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Office Suite licence' })).toBeInTheDocument();
    const saved = await manageGateways(services).software.getLicence(licence.id);
    expect(saved).toMatchObject({ supplier: 'Direct', keyMasked: '••••••••MNOP', version: licence.version + 2 });
    expect(within(screen.getByRole('region', { name: 'Details' })).getByText('Direct')).toBeInTheDocument();
  });
});
