import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StorageKeys } from '../../../../../domain/session/storage-keys';
import { deskDataOf } from '../../../mocks/desk-mock-state';
import { MockState, newId, newToken } from '../../../../../../tests/mocks/mock-state';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';

withMockApi();

const SCREEN_LOAD = { timeout: 5_000 };

/** The portal with an external session of `email` open, at `url`. */
async function openAs(email: string, url: string) {
  const state = new MockState();
  const desk = deskDataOf(state);
  const token = newToken();
  state.externalSessions.push({ id: newId(), token, email, expiresAt: new Date(Date.now() + 3600_000).toISOString(), revoked: false });
  const portal = await renderPortal({ url: '/external/login', state });
  portal.storage.set(StorageKeys.externalToken, token);
  await act(async () => portal.navigation.navigate(url));
  return { ...portal, desk };
}

describe('the external view', { timeout: 30_000 }, () => {
  it('lists only the tickets of the signed-in address', async () => {
    await openAs('visitor@example.test', '/external/resolve-now');
    expect(await screen.findByRole('cell', { name: 'Invoice portal shows an error' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Signed in as visitor@example.test.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your tickets' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('cell', { name: 'Password reset for the supplier portal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'VPN drops every hour' })).not.toBeInTheDocument();
  });

  it('opens a ticket of the address and takes a reply', async () => {
    const user = userEvent.setup();
    const { desk } = await openAs('visitor@example.test', '/external/resolve-now');
    await user.click(await screen.findByRole('link', { name: 'RES#4' }, SCREEN_LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket details' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: /Invoice portal shows an error/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'It happens in Firefox only.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(screen.getAllByRole('article', { name: 'Message from Vera Visitor' }).at(-1)).toHaveTextContent('It happens in Firefox only.'));
    expect(desk.tickets.find((ticket) => ticket.number === 4)!.messages).toHaveLength(1);
  });

  it('refuses a ticket of another address', async () => {
    const state = await openAs('visitor@example.test', '/external/resolve-now');
    const other = state.desk.tickets.find((ticket) => ticket.requester.email === 'other@example.test')!;
    await act(async () => state.navigation.navigate(`/external/resolve-now/ticket-detail/${other.id}`));
    // The query tries three more times before it gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Password reset for the supplier portal')).not.toBeInTheDocument();
  });

  it('asks to sign in without a session, and calls nothing', async () => {
    await renderPortal({ url: '/external/resolve-now' });
    expect(await screen.findByText('Sign in with your email address to see your tickets.', {}, SCREEN_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in to Resolve Now' })).toHaveAttribute('href', '/external/login'));
  });
});
