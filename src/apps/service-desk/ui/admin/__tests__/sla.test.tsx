import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '../admin-paths';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { deskState, openAsAdmin, SCREEN_LOAD } from './arrange';

withMockApi();

const WORKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

describe('the SLA configuration', { timeout: 40_000 }, () => {
  it('refuses a calendar without working time before asking the server, and saves one with hours and targets', async () => {
    const user = userEvent.setup();
    const { state, admin } = deskState();
    await openAsAdmin(state, adminPaths.config('sla-configuration'));
    const policies = await screen.findByRole('region', { name: 'SLA policies' }, SCREEN_LOAD);
    expect(await within(policies).findByRole('cell', { name: 'Standard' })).toBeInTheDocument();

    await user.click(within(policies).getByRole('button', { name: 'Add policy' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add an SLA policy' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'VIP');
    await user.clear(within(drawer).getByRole('textbox', { name: 'Time zone' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Time zone' }), 'Europe/Berlin');
    for (const day of WORKDAYS) await user.click(within(drawer).getByRole('button', { name: `Remove range 1 of ${day}` }));
    expect(within(drawer).getAllByText('Day off')).toHaveLength(7);

    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The calendar has no working time: add hours to at least one day.')).toBeInTheDocument();
    expect(admin.slaPolicies).toHaveLength(1);

    await user.click(within(drawer).getByRole('button', { name: 'Add hours to Monday' }));
    const high = within(drawer).getByRole('group', { name: 'High' });
    await user.type(within(high).getByRole('textbox', { name: 'First response' }), '2');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(policies).findByRole('cell', { name: 'VIP' })).toBeInTheDocument();

    const saved = admin.slaPolicies.find((policy) => policy.name === 'VIP')!;
    expect(saved.calendar).toEqual({ timeZone: 'Europe/Berlin', hours: [{ weekday: 1, start: '09:00', end: '17:00' }], holidays: [] });
    expect(Object.values(saved.targets)).toEqual([{ firstResponseMinutes: 120, updateMinutes: null, resolutionMinutes: null }]);
  });
});
