import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '../admin-paths';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { deskState, openAsAdmin, SCREEN_LOAD } from './arrange';

withMockApi();

describe('the approval workflows', { timeout: 40_000 }, () => {
  it('adds a team step, moves it before the manager, and saves the steps in that order', async () => {
    const user = userEvent.setup();
    const { state, desk, admin } = deskState();
    const laptop = desk.requestTypes.find((type) => type.name === 'New laptop')!;
    const serviceDesk = admin.teams.find((team) => team.name === 'Service desk')!;
    await openAsAdmin(state, adminPaths.config('approval-workflows'));
    const row = (await screen.findByRole('cell', { name: 'New laptop' }, SCREEN_LOAD)).closest('tr')!;
    expect(within(row).getByText("1. The requester's manager (0 %)")).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit New laptop' }));
    const drawer = await screen.findByRole('dialog', { name: 'Approval for New laptop' });
    await user.click(within(drawer).getByRole('button', { name: 'Add step' }));
    const second = within(drawer).getByRole('group', { name: 'Step 2' });
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Who decides' }), 'A team');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Team' }), 'Service desk');
    const share = within(second).getByRole('textbox', { name: 'Share that must approve (%)' });
    await user.clear(share);
    await user.type(share, '150');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Type a share from 0 to 100.')).toBeInTheDocument();

    await user.clear(share);
    await user.click(within(drawer).getByRole('button', { name: 'Move step 2 up' }));
    const first = within(drawer).getByRole('group', { name: 'Step 1' });
    expect(within(first).getByRole('combobox', { name: 'Who decides' })).toHaveValue('team');
    await user.type(within(first).getByRole('textbox', { name: 'Share that must approve (%)' }), '50');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(admin.serviceTypeExtras.get(laptop.id)!.approvalSteps).toEqual([
      { approvers: { kind: 'team', teamId: serviceDesk.id }, requiredSharePercent: 50 },
      { approvers: { kind: 'manager' }, requiredSharePercent: 0 },
    ]);
    expect(await screen.findByText("1. Service desk (50 %) → 2. The requester's manager (0 %)")).toBeInTheDocument();
  });
});
