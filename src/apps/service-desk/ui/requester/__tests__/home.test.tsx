import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { openDesk, SCREEN_LOAD, ticketNamed } from './arrange';

withMockApi();

describe('the service desk home', { timeout: 20_000 }, () => {
  it('offers both ways to ask for help and my latest tickets, and no approvals when none wait for me', async () => {
    await openDesk((paths) => paths.home);
    expect(await screen.findByRole('heading', { level: 1, name: 'Resolve Now' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Request a service.*pick from the catalogue/ })).toHaveAttribute('href', '/apps/resolve-now/request-service');
    expect(screen.getByRole('link', { name: /Report a problem.*tell us what and where/ })).toHaveAttribute('href', '/apps/resolve-now/report-problem');
    const open = screen.getByRole('region', { name: 'My open tickets' });
    expect(await within(open).findByRole('link', { name: /^Open\s*1$/ })).toHaveAttribute('href', '/apps/resolve-now/my-tickets?statusCategory=open');
    expect(within(open).getByRole('link', { name: /^New\s*0$/ })).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'My latest tickets' });
    expect(await within(recent).findByRole('link', { name: 'RES#1 · VPN drops every hour' })).toBeInTheDocument();
    expect(within(recent).queryByText(/Monitor for the home office/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting for my approval' })).not.toBeInTheDocument();
  });

  it('lets an approver refuse with a reason, and approve', async () => {
    const user = userEvent.setup();
    const { desk } = await openDesk(
      (paths, data) => {
        const eve = ticketNamed(data, 'VPN drops every hour').requester;
        for (const subject of ['New laptop for Eve', 'Second monitor for Eve']) {
          data.addTicket(data.tickets[0]!.organisationId, { subject, serviceType: 'service', requester: eve, approvalState: 'pending', approval: data.approvalAwaitingAdmin() });
        }
        return paths.home;
      },
      { as: 'admin' },
    );
    const approvals = await screen.findByRole('region', { name: 'Waiting for my approval' }, SCREEN_LOAD);
    expect(await within(approvals).findByText(/New laptop for Eve/)).toBeInTheDocument();
    await user.click(within(approvals).getByRole('button', { name: 'Refuse Second monitor for Eve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse “Second monitor for Eve”' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByRole('textbox', { name: 'Why is it refused?' })).toHaveAccessibleDescription('Say why: the requester reads it.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Why is it refused?' }), 'One screen is the rule.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(within(approvals).queryByText(/Second monitor for Eve/)).not.toBeInTheDocument());
    expect(ticketNamed(desk, 'Second monitor for Eve')).toMatchObject({ approvalState: 'refused' });

    await user.click(within(approvals).getByRole('button', { name: 'Approve New laptop for Eve' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting for my approval' })).not.toBeInTheDocument());
    expect(ticketNamed(desk, 'New laptop for Eve')).toMatchObject({ approvalState: 'accepted' });
  });
});
