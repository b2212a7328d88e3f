import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '../admin-paths';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { deskState, openAsAdmin, SCREEN_LOAD } from './arrange';

withMockApi();

/** The subject's cell also holds the low-priority columns folded under it (the table is narrow here: jsdom lays out nothing). */
const subjectCell = (subject: string) => ({ name: new RegExp(`^${subject}`) });
const rowOf = async (subject: string) => (await screen.findByRole('cell', subjectCell(subject), SCREEN_LOAD)).closest('tr')!;

describe('a Resolve IT queue', { timeout: 40_000 }, () => {
  it('shows the reported issues with their status, assignee and SLA, and not the service requests', async () => {
    const { state, desk, admin, ada, organisationId } = deskState();
    const late = desk.addTicket(organisationId, { subject: 'Mail server down', serviceType: 'problem', requester: { userId: null, name: 'Paul Partner', email: 'paul@example.test' }, dueAt: new Date(Date.now() - 3600_000).toISOString() });
    admin.fieldsOf(late).assigneeId = ada.id;
    await openAsAdmin(state, adminPaths.queue('problem'));

    const row = await rowOf('Mail server down');
    expect(within(row).getByRole('link', { name: late.number ? `RES#${late.number}` : '' })).toHaveAttribute('href', adminPaths.ticket('problem', late.id));
    expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(within(row).getAllByText('Paul Partner').length).toBeGreaterThan(0);
    expect(screen.getByRole('cell', subjectCell('VPN drops every hour'))).toBeInTheDocument();
    expect(screen.queryByRole('cell', subjectCell('Monitor for the home office'))).not.toBeInTheDocument();
  });

  it('lists what is overdue first, and opens a ticket from anywhere on its row', async () => {
    const user = userEvent.setup();
    const { state, desk, organisationId } = deskState();
    const paul = { userId: null, name: 'Paul Partner', email: 'paul@example.test' };
    desk.addTicket(organisationId, { subject: 'Due tomorrow', serviceType: 'problem', requester: paul, dueAt: new Date(Date.now() + 86_400_000).toISOString() });
    const late = desk.addTicket(organisationId, { subject: 'Overdue since an hour', serviceType: 'problem', requester: paul, dueAt: new Date(Date.now() - 3600_000).toISOString() });
    await openAsAdmin(state, adminPaths.queue('problem'));
    await rowOf('Overdue since an hour');
    const subjects = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent ?? '');
    expect(subjects.findIndex((subject) => subject.startsWith('Overdue since an hour'))).toBeLessThan(subjects.findIndex((subject) => subject.startsWith('Due tomorrow')));

    await user.click(within(await rowOf('Overdue since an hour')).getByText('Overdue'));
    expect(await screen.findByRole('region', { name: 'Properties' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(late.subject);
  });

  it('narrows by status, assignee and SLA state, keeps the filters in the address, and searches', async () => {
    const user = userEvent.setup();
    const { state, desk, admin, ada, organisationId } = deskState();
    const mine = desk.addTicket(organisationId, { subject: 'Laptop fan is loud', serviceType: 'problem', requester: { userId: null, name: 'Paul Partner', email: 'paul@example.test' } });
    admin.fieldsOf(mine).assigneeId = ada.id;
    const { history } = await openAsAdmin(state, adminPaths.queue('problem'));
    await rowOf('VPN drops every hour');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'Me');
    await waitFor(() => expect(screen.queryByRole('cell', subjectCell('VPN drops every hour'))).not.toBeInTheDocument());
    expect(screen.getByRole('cell', subjectCell('Laptop fan is loud'))).toBeInTheDocument();
    expect(history.location().search).toContain('assignee=me');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'Unassigned');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Resolved');
    expect(await rowOf('Printer on floor 2 jams')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', subjectCell('VPN drops every hour'))).not.toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Any');
    await user.selectOptions(screen.getByRole('combobox', { name: 'SLA' }), 'Met');
    expect(await rowOf('Printer on floor 2 jams')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', subjectCell('Invoice portal shows an error'))).not.toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'SLA' }), 'Any');
    await user.type(screen.getByRole('searchbox', { name: 'Search subject, requester or number' }), 'supplier{Enter}');
    expect(await rowOf('Password reset for the supplier portal')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', subjectCell('Invoice portal shows an error'))).not.toBeInTheDocument());
  });

  it('pages through the server list', async () => {
    const user = userEvent.setup();
    const { state, desk, organisationId } = deskState();
    for (let n = 1; n <= 30; n++) {
      desk.addTicket(organisationId, { subject: `Broken keyboard ${String(n).padStart(2, '0')}`, serviceType: 'problem', requester: { userId: null, name: 'Paul Partner', email: 'paul@example.test' } });
    }
    await openAsAdmin(state, `${adminPaths.queue('problem')}?sort=subject`);
    expect(await rowOf('Broken keyboard 01')).toBeInTheDocument();
    expect(screen.getByText('1–25 of 34')).toBeInTheDocument();
    expect(screen.queryByRole('cell', subjectCell('VPN drops every hour'))).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await rowOf('VPN drops every hour')).toBeInTheDocument();
    expect(screen.getByText('26–34 of 34')).toBeInTheDocument();
    expect(screen.queryByRole('cell', subjectCell('Broken keyboard 01'))).not.toBeInTheDocument();
  });
});
