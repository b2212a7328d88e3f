import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { openDesk, SCREEN_LOAD } from './arrange';

withMockApi();

const rows = () => within(screen.getByRole('table', { name: 'My tickets' })).getAllByRole('row').slice(1);

describe('my tickets', { timeout: 20_000 }, () => {
  it('lists only my tickets, filters by status and search, and keeps the filter in the address', async () => {
    const user = userEvent.setup();
    const { history } = await openDesk((paths) => paths.myTickets);
    expect(await screen.findByRole('cell', { name: 'VPN drops every hour' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Printer on floor 2 jams' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Monitor for the home office' })).not.toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Invoice portal shows an error' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Resolved');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'VPN drops every hour' })).not.toBeInTheDocument());
    expect(rows()).toHaveLength(1);
    expect(history.location().search).toContain('statusCategory=resolved');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Any status');
    await user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'vpn');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Printer on floor 2 jams' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'RES#1' })).toHaveAttribute('href', expect.stringMatching(/^\/apps\/resolve-now\/ticket-detail\//));
  });

  it('pages through many tickets on the server', async () => {
    const user = userEvent.setup();
    await openDesk((paths, desk) => {
      const eve = desk.tickets[0]!.requester;
      for (let index = 1; index <= 30; index += 1) desk.addTicket(desk.tickets[0]!.organisationId, { subject: `Question ${index}`, serviceType: 'problem', requester: eve });
      return paths.myTickets;
    });
    await screen.findByRole('table', { name: 'My tickets' }, SCREEN_LOAD);
    expect(await screen.findByText('1–25 of 32')).toBeInTheDocument();
    expect(rows()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('26–32 of 32')).toBeInTheDocument();
    expect(rows()).toHaveLength(7);
  });
});
