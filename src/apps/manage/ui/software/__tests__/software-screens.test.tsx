import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { managePaths } from '../../../domain/paths';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { openWith, titleWithLicence, userIdOf } from './arrange';

withMockApi();

describe('the software screens', { timeout: 20_000 }, () => {
  it('list the titles with their publisher, licences and seats in use of the total', async () => {
    await openWith(
      async (software, portal) => {
        const { licence } = await titleWithLicence(software, 'Office Suite', { seats: 10 });
        await software.createLicence({ softwareId: licence.software.id, name: 'Office extra', seats: 5 });
        await software.assignSeat(licence.id, { userId: userIdOf(portal, 'employee@acme.test') });
        await software.createSoftware({ name: 'Zeta Draw' });
      },
      () => managePaths.software(),
    );
    const table = await screen.findByRole('table', { name: 'Software' });
    const office = within(table).getByRole('link', { name: 'Office Suite' }).closest('tr')!;
    expect(within(office).getByText('Acme Soft')).toBeInTheDocument();
    expect(within(office).getByRole('meter', { name: '1 of 15 seats used' })).toBeInTheDocument();
    const zeta = within(table).getByRole('link', { name: 'Zeta Draw' }).closest('tr')!;
    expect(within(zeta).getByRole('meter', { name: '0 of 0 seats used' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Office Suite' })).toHaveAttribute('href', expect.stringContaining('/software-details/'));
  });

  it('adds a title from the dialog and opens its page, where a licence can be added for it', async () => {
    const user = userEvent.setup();
    const { history } = await openWith(async () => null, () => managePaths.software());
    await user.click(await screen.findByRole('button', { name: 'Add software' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add software' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Vector Pro');
    await user.type(within(dialog).getByRole('textbox', { name: 'Publisher' }), 'Drawco');
    await user.click(within(dialog).getByRole('button', { name: 'Add software' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vector Pro' })).toBeInTheDocument();
    expect(history.location().path).toMatch(/\/software-details\//);
    expect(screen.getByText('Drawco')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add licence' })).toHaveAttribute('href', expect.stringMatching(/add-license\?software=/));
  });

  it('edits a title in a dialog and shows the saved facts', async () => {
    const user = userEvent.setup();
    await openWith(
      async (software) => (await titleWithLicence(software, 'Office Suite', { expiresOn: '2001-01-31' })).software,
      (title) => managePaths.softwareDetails(title.id),
    );
    const licences = await screen.findByRole('table', { name: 'Licences of Office Suite' });
    expect(within(licences).getByText('Expired')).toBeInTheDocument();
    expect(within(licences).getByText('••••••••MNOP')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Office Suite' });
    const category = within(dialog).getByRole('textbox', { name: 'Category' });
    await user.type(category, 'Office');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('region', { name: 'Details' })).findByText('Office')).toBeInTheDocument();
  });
});
