import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { managePaths } from '../../../domain/paths';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { openWith, titleWithLicence, userIdOf } from './arrange';
import { manageGateways } from '../../__tests__/gateways';

withMockApi();

async function assignTo(user: UserEvent, name: string) {
  const seats = screen.getByRole('region', { name: 'Seat assignments' });
  const picker = within(seats).getByRole('combobox', { name: /Person/ });
  await user.clear(picker);
  await user.type(picker, name.split(' ')[0]!);
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
  await user.click(within(seats).getByRole('button', { name: 'Assign seat' }));
}

describe('the licence details', { timeout: 20_000 }, () => {
  it('shows the key masked and the whole key only after Reveal, which says it is audited', async () => {
    const user = userEvent.setup();
    const { state, arranged: licence } = await openWith(async (software) => (await titleWithLicence(software, 'Office Suite')).licence, (made) => managePaths.licence(made.id));
    const reveal = await screen.findByRole('button', { name: 'Reveal key' });
    expect(reveal).toHaveAccessibleDescription(/recorded in the audit trail/);
    expect(screen.getByText('••••••••MNOP')).toBeInTheDocument();
    expect(screen.queryByText('ABCD-EFGH-IJKL-MNOP')).not.toBeInTheDocument();

    await user.click(reveal);
    expect(await screen.findByText('ABCD-EFGH-IJKL-MNOP')).toBeInTheDocument();
    expect(state.audit.filter((row) => row.entry.action === 'licence.key-revealed' && row.entry.entityId === licence.id)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('Key copied.')).toHaveAttribute('role', 'status');
    expect(await navigator.clipboard.readText()).toBe('ABCD-EFGH-IJKL-MNOP');
    await user.click(screen.getByRole('button', { name: 'Hide key' }));
    expect(screen.queryByText('ABCD-EFGH-IJKL-MNOP')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reveal key' })).toBeInTheDocument();
  });

  it('refuses a seat when the last one is taken, and the count stays', async () => {
    const user = userEvent.setup();
    await openWith(
      async (software, portal) => {
        const { licence } = await titleWithLicence(software, 'Office Suite', { seats: 2 });
        await software.assignSeat(licence.id, { userId: userIdOf(portal, 'admin@acme.test') });
        return licence;
      },
      (licence) => managePaths.licence(licence.id),
    );
    expect(await screen.findByText('1 of 2 seats used')).toBeInTheDocument();

    await assignTo(user, 'Eve Employee');
    expect(await screen.findByText('2 of 2 seats used')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Seat assignments' })).getByRole('link', { name: 'Eve Employee' })).toBeInTheDocument();

    await assignTo(user, 'Ada Admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('All 2 seats are taken.');
    expect(screen.getByText('2 of 2 seats used')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Release seat of/ })).toHaveLength(2);
  });

  it('releases a seat after asking, which frees it', async () => {
    const user = userEvent.setup();
    const { services, arranged: licence } = await openWith(
      async (software, portal) => {
        const { licence } = await titleWithLicence(software, 'Office Suite', { seats: 2 });
        await software.assignSeat(licence.id, { userId: userIdOf(portal, 'employee@acme.test') });
        return licence;
      },
      (licence) => managePaths.licence(licence.id),
    );
    await user.click(await screen.findByRole('button', { name: 'Release seat of Eve Employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release the seat?' });
    expect(dialog).toHaveTextContent('Eve Employee will no longer hold a seat of Office Suite licence.');
    await user.click(within(dialog).getByRole('button', { name: 'Release seat' }));
    expect(await screen.findByText('0 of 2 seats used')).toBeInTheDocument();
    expect(screen.getByText('No seat is assigned.')).toBeInTheDocument();
    expect((await manageGateways(services).software.getLicence(licence.id)).assignments).toEqual([]);
  });
});
