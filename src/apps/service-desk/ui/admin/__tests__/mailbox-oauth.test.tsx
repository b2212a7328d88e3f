import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REFUSED_CODE } from '../../../mocks/mailbox-oauth-handlers';
import { adminPaths } from '../admin-paths';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { deskState, openAsAdmin, SCREEN_LOAD } from './arrange';

withMockApi();

type Arranged = ReturnType<typeof deskState>;
type Channel = Arranged['admin']['emailChannel'];

const CONNECTED_AT = '2026-11-20T08:00:00.000Z';

/** The mailbox set up for Google's OAuth, its connection as the test needs it. */
function withGoogle({ admin }: Arranged, connection: Partial<Channel['oauthConnection']> = {}) {
  admin.emailChannel = {
    ...admin.emailChannel,
    imap: { ...admin.emailChannel.imap, enabled: true, host: 'imap.gmail.com', username: 'desk@acme.test', signIn: 'oauth' },
    oauth: {
      provider: 'google',
      tenant: 'organizations',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      scope: 'https://mail.google.com/',
      clientId: 'desk-app',
      clientSecretSet: true,
    },
    oauthConnection: { ...admin.emailChannel.oauthConnection, ...connection },
  };
}

describe('the mailbox’s OAuth connection on screen', { timeout: 40_000 }, () => {
  it('chooses OAuth 2.0 with a preset provider, keeps the secret write-only, then connects at the provider', async () => {
    const user = userEvent.setup();
    const arranged = deskState();
    const { history } = await openAsAdmin(arranged.state, adminPaths.config('email-channel'));
    await user.click(await screen.findByRole('radio', { name: 'OAuth 2.0' }, SCREEN_LOAD));
    expect(screen.queryByLabelText('Password', { selector: 'input[type=password]' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Directory (tenant)' })).toHaveValue('organizations');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), 'Google Workspace');
    // Google's IMAP server, filled in since none was named.
    expect(screen.getByRole('textbox', { name: 'Server' })).toHaveValue('imap.gmail.com');
    expect(screen.queryByRole('textbox', { name: 'Directory (tenant)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Read a mailbox over IMAP' }));
    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'desk@acme.test');
    await user.type(screen.getByRole('textbox', { name: 'Client ID' }), 'desk-app');
    await user.type(screen.getByLabelText('Client secret'), 'app-s3cret');
    // Connecting uses what is saved: it waits for the save.
    expect(screen.getByText('Save your changes first: connecting uses the saved settings.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(arranged.admin.emailChannel.oauth).toMatchObject({ provider: 'google', clientId: 'desk-app', clientSecretSet: true }));
    expect(arranged.admin.emailChannel.imap).toMatchObject({ signIn: 'oauth', host: 'imap.gmail.com' });
    expect(await screen.findByText('A client secret is stored; it is never shown. Type one only to replace it.')).toBeInTheDocument();
    expect(screen.getByText('OAuth 2.0, not connected yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Connect mailbox' }));
    await waitFor(() => expect(history.left).toHaveLength(1));
    const authorize = new URL(history.left[0]!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(authorize.searchParams.get('access_type')).toBe('offline');
    expect(arranged.admin.mailboxOAuthStates.has(authorize.searchParams.get('state')!)).toBe(true);
  });

  it('comes back from the provider, exchanges the code once, and says whom it connected as', async () => {
    const arranged = deskState();
    withGoogle(arranged);
    arranged.admin.mailboxOAuthStates.set('started-here', { organisationId: arranged.organisationId, userId: arranged.ada.id, expiresAt: Date.now() + 60_000 });
    await openAsAdmin(arranged.state, '/apps/resolve-it/oauth2callback?code=from-google&state=started-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mailbox connection' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Mailbox connected as desk@acme.test. The desk reads it from the next round on.')).toBeInTheDocument();
    expect(arranged.admin.emailChannel.oauthConnection).toMatchObject({ state: 'connected', account: 'desk@acme.test' });
    expect(screen.getByRole('link', { name: 'Back to the email channel' })).toHaveAttribute('href', adminPaths.config('email-channel'));
  });

  it.each([
    ['a state it never made (used, expired or another’s)', '?code=c&state=unknown', /This connection expired or was completed already/],
    ['the provider refusing the code', `?code=${REFUSED_CODE}&state=started-here`, /The mail provider refused to hand out the tokens \(invalid_grant\)/],
    ['the person declining at the provider', '?error=access_denied&error_description=The+user+declined', /The mail provider refused the connection: access_denied/],
  ])('says it failed on %s, and connects nothing', async (_case, search, text) => {
    const arranged = deskState();
    withGoogle(arranged);
    arranged.admin.mailboxOAuthStates.set('started-here', { organisationId: arranged.organisationId, userId: arranged.ada.id, expiresAt: Date.now() + 60_000 });
    await openAsAdmin(arranged.state, `/apps/resolve-it/oauth2callback${search}`);
    expect(await screen.findByRole('alert', {}, SCREEN_LOAD)).toHaveTextContent(text);
    if (search.includes('error=')) expect(screen.getByText('The provider said: The user declined')).toBeInTheDocument();
    expect(arranged.admin.emailChannel.oauthConnection.state).toBe('not-connected');
  });

  it('shows on the integrations page a connection that needs reconnecting, why and since when', async () => {
    const arranged = deskState();
    withGoogle(arranged, { state: 'needs-reconnecting', account: 'desk@acme.test', connectedAt: CONNECTED_AT, reason: 'the provider answered invalid_grant: Token has been expired or revoked.', failedAt: CONNECTED_AT });
    const { navigation } = await openAsAdmin(arranged.state, '/dashboard');
    await act(async () => navigation.navigate('/apps/resolve-it/integrations'));
    const panel = await screen.findByRole('region', { name: 'Email channel' }, { timeout: 15_000 });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Needs reconnecting');
    expect(within(panel).getByText('Why: the provider answered invalid_grant: Token has been expired or revoked.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
  });

  it('shows a connected mailbox and disconnects it after asking', async () => {
    const user = userEvent.setup();
    const arranged = deskState();
    withGoogle(arranged, { state: 'connected', account: 'desk@acme.test', connectedAt: CONNECTED_AT, refreshedAt: CONNECTED_AT });
    await openAsAdmin(arranged.state, adminPaths.config('email-channel'));
    expect(await screen.findByText(/Connected as desk@acme.test/, {}, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByText(/token refreshed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect the mailbox?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(arranged.admin.emailChannel.oauthConnection.state).toBe('not-connected'));
    expect(await screen.findByRole('button', { name: 'Connect mailbox' })).toBeInTheDocument();
  });
});
