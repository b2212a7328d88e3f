import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { managePaths } from '../../../domain/paths';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { openWith, titleWithLicence } from './arrange';

withMockApi();

describe('the licences list', { timeout: 20_000 }, () => {
  it('lists every licence with its title, masked key and expiry, and filters by title', async () => {
    const user = userEvent.setup();
    const { history } = await openWith(
      async (software) => {
        await titleWithLicence(software, 'Office Suite', { expiresOn: '2001-01-31', costCents: 50_000 });
        return (await titleWithLicence(software, 'Zeta Draw', { seats: 7 })).software;
      },
      () => managePaths.licences(),
    );
    const table = await screen.findByRole('table', { name: 'Licences' });
    const office = within(table).getByRole('link', { name: 'Office Suite licence' }).closest('tr')!;
    expect(within(office).getByText('••••••••MNOP')).toBeInTheDocument();
    expect(within(office).getByText('Expired')).toBeInTheDocument();
    expect(within(office).getByText('€500.00')).toBeInTheDocument();
    expect(within(table).getByRole('meter', { name: '0 of 7 seats used' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Software' }), 'Zeta Draw');
    expect(await screen.findByRole('link', { name: 'Zeta Draw licence' })).toBeInTheDocument();
    expect(await within(await screen.findByRole('table', { name: 'Licences' })).findAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Office Suite licence' })).not.toBeInTheDocument();
    expect(history.location().search).toMatch(/softwareId=/);
  });

  it('narrows to the licences that expire on or before a day', async () => {
    const user = userEvent.setup();
    await openWith(
      async (software) => {
        await titleWithLicence(software, 'Office Suite', { expiresOn: '2030-03-31' });
        await titleWithLicence(software, 'Zeta Draw', { expiresOn: '2031-06-30' });
        await titleWithLicence(software, 'Forever Tool');
      },
      () => managePaths.licences(),
    );
    expect(await screen.findByRole('link', { name: 'Forever Tool licence' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Expiring on or before'), '2030-12-31');
    expect(await within(screen.getByRole('table', { name: 'Licences' })).findAllByRole('row')).toHaveLength(2);
    expect(await screen.findByRole('link', { name: 'Office Suite licence' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zeta Draw licence' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forever Tool licence' })).not.toBeInTheDocument();
  });
});
