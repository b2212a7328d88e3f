import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API_PREFIX } from '../../../../../../contract/descriptor';
import { overrideMockApi, withMockApi } from '../../../../../../tests/component/shell/portal';
import { openDesk, SCREEN_LOAD, ticketNamed } from './arrange';

withMockApi();

describe('my ticket', { timeout: 30_000 }, () => {
  it('shows the conversation, the promised time and the status history, and takes my reply', async () => {
    const user = userEvent.setup();
    const { desk } = await openDesk((paths, data) => paths.ticket(ticketNamed(data, 'VPN drops every hour').id));
    const conversation = await screen.findByRole('region', { name: 'Conversation' }, SCREEN_LOAD);
    expect(within(conversation).getByRole('article', { name: 'Message from Ada Admin' })).toHaveTextContent('Which VPN client version do you use?');
    expect(screen.getByRole('heading', { level: 1, name: 'RES#1 · VPN drops every hour' })).toBeInTheDocument();
    expect(screen.getAllByText('On track').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('region', { name: 'Status history' })).getByText('In progress')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveAccessibleDescription('Write your reply first.');
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Version 5.2, on macOS.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(within(conversation).getAllByRole('article', { name: 'Message from Eve Employee' }).at(-1)).toHaveTextContent('Version 5.2, on macOS.'));
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
    expect(ticketNamed(desk, 'VPN drops every hour').messages.at(-1)).toMatchObject({ body: 'Version 5.2, on macOS.', author: { kind: 'requester' } });
  });

  it('adds and removes people in copy', async () => {
    const user = userEvent.setup();
    const { desk } = await openDesk((paths, data) => paths.ticket(ticketNamed(data, 'VPN drops every hour').id));
    const copy = await screen.findByRole('region', { name: 'People in copy' }, SCREEN_LOAD);
    expect(within(copy).getByText('Nobody else gets the replies.')).toBeInTheDocument();
    await user.type(within(copy).getByRole('textbox', { name: /Email address to add/ }), 'lead@acme.test');
    await user.click(within(copy).getByRole('button', { name: 'Add to copy' }));
    expect(await within(copy).findByText('lead@acme.test')).toBeInTheDocument();
    expect(ticketNamed(desk, 'VPN drops every hour').copy).toEqual([{ userId: null, name: null, email: 'lead@acme.test' }]);

    await user.click(within(copy).getByRole('button', { name: 'Remove lead@acme.test from copy' }));
    expect(await within(copy).findByText('Nobody else gets the replies.')).toBeInTheDocument();
  });

  it('closes my ticket after I confirm, and then offers no close any more', async () => {
    const user = userEvent.setup();
    const { desk } = await openDesk((paths, data) => paths.ticket(ticketNamed(data, 'VPN drops every hour').id));
    await user.click(await screen.findByRole('button', { name: 'Close ticket' }, SCREEN_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Close RES#1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close ticket' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close ticket' })).not.toBeInTheDocument());
    expect(ticketNamed(desk, 'VPN drops every hour').status.category).toBe('closed');
    expect(screen.getByText('This ticket is closed: your reply opens it again, or starts a follow-up ticket.')).toBeInTheDocument();
  });

  it('shows the follow-up ticket when the team answers a reply to a closed ticket with a new one', async () => {
    const user = userEvent.setup();
    const { desk, history } = await openDesk((paths, data) => paths.ticket(ticketNamed(data, 'VPN drops every hour').id));
    const followUp = ticketNamed(desk, 'Printer on floor 2 jams');
    overrideMockApi(
      http.post(`${location.origin}${API_PREFIX}/resolve-now/tickets/:id/replies`, () =>
        HttpResponse.json(desk.detail(followUp, followUp.requester.userId), { status: 201 }),
      ),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Your reply' }, SCREEN_LOAD), 'It is back.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(history.location().path).toBe(`/apps/resolve-now/ticket-detail/${followUp.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'RES#2 · Printer on floor 2 jams' })).toBeInTheDocument();
  });

  it('shows no ticket that is not mine', async () => {
    await openDesk((paths, data) => paths.ticket(ticketNamed(data, 'Monitor for the home office').id));
    // The query tries three more times before it gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('A second screen, please.')).not.toBeInTheDocument();
  });
});
