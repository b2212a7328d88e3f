import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDemoToken } from '../../mocks/visitor-handlers';
import { MOCK_DEMO } from '../../mocks/handlers';
import { renderPortal, withMockApi } from './portal';

withMockApi();

describe('ways in', () => {
  it('signs up a new organisation and lands its owner on the dashboard', async () => {
    const { history, storage } = await renderPortal({ url: '/signup' });
    await userEvent.type(await screen.findByLabelText('Organisation'), 'Globex');
    await userEvent.type(screen.getByLabelText('Your name'), 'Gil Owner');
    await userEvent.type(screen.getByLabelText('Email'), 'gil@globex.test');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(history.location().path).toBe('/dashboard');
    expect(storage.get('loginToken')).toBeTruthy();
  });

  it('shows the field the server refused and keeps what was typed', async () => {
    await renderPortal({ url: '/signup' });
    await userEvent.type(await screen.findByLabelText('Organisation'), 'Acme again');
    await userEvent.type(screen.getByLabelText('Your name'), 'Someone');
    await userEvent.type(screen.getByLabelText('Email'), MOCK_DEMO.admin.email);
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Organisation')).toHaveValue('Acme again');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('refuses a forged login link with a clear message and no session', async () => {
    const { storage } = await renderPortal({ url: '/login-user/nobody/forged-hash' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/not valid|has been used|expired/);
    expect(storage.get('loginToken')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toBeInTheDocument();
  });

  it('redeems a login link once: the person is signed in, a second visit is refused', async () => {
    const first = await renderPortal({ url: '/dashboard', signedInAs: 'admin' });
    const employee = first.state.users.find((user) => user.email === MOCK_DEMO.employee.email)!;
    const issued = await fetch(new URL('/api/v1/auth/login-links', location.href), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${first.storage.get('loginToken')}` },
      body: JSON.stringify({ userId: employee.id }),
    }).then((response) => response.json() as Promise<{ path: string }>);
    first.unmount();

    const visit = await renderPortal({ url: issued.path, state: first.state });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(visit.storage.get('loginToken')).toBeTruthy();
    visit.unmount();

    await renderPortal({ url: issued.path, state: first.state });
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link has been used already');
  });

  it('checks a request-demo link, keeps its token and saves the form', async () => {
    const email = 'buyer@initech.test';
    const token = mockDemoToken(email);
    const { storage, history } = await renderPortal({ url: `/request-demo/${encodeURIComponent(email)}/${token}/plg` });
    await userEvent.type(await screen.findByLabelText('Your name'), 'Bea Buyer');
    expect(storage.get('plgToken')).toBe(token);
    await userEvent.type(screen.getByLabelText('Company'), 'Initech');
    await userEvent.type(screen.getByLabelText('Number of devices (optional)'), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Request the demo' }));
    expect(await screen.findByRole('heading', { name: 'Demo request submitted' })).toBeInTheDocument();
    expect(history.location().path).toBe('/request-demo/submitted');
  });

  it('refuses a request-demo link with a wrong token', async () => {
    await renderPortal({ url: '/request-demo/buyer%40initech.test/not-the-token/plg' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This demo link is not valid');
    expect(screen.queryByRole('button', { name: 'Request the demo' })).not.toBeInTheDocument();
  });

  it('signs someone without an account in to external Resolve Now with a mailed code', async () => {
    const { state, history } = await renderPortal({ url: '/external/login' });
    await userEvent.type(await screen.findByLabelText('Email'), 'visitor@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByLabelText('Code');
    const code = state.externalCodes.find((c) => c.email === 'visitor@example.test')!.code;
    await userEvent.type(screen.getByLabelText('Code'), code);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signed in as visitor@example.test.')).toBeInTheDocument();
    expect(history.location().path).toBe('/external/resolve-now');
  });
});

describe('the account', () => {
  it('keeps the typed name when someone else changed the profile meanwhile, and saves it on the second try', async () => {
    const { state } = await renderPortal({ url: '/profile', signedInAs: 'admin' });
    const name = await screen.findByLabelText('Name');
    const admin = state.users.find((user) => user.email === MOCK_DEMO.admin.email)!;
    admin.name = 'Changed Elsewhere';
    admin.version += 1;
    await userEvent.clear(name);
    await userEvent.type(name, 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else changed this in the meantime/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Their version: “Changed Elsewhere”/)).toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(admin.name).toBe('Ada Lovelace');
  });

  it('lists the sessions and ends another one', async () => {
    const elsewhere = await renderPortal({ url: '/dashboard', signedInAs: 'employee' });
    elsewhere.unmount();
    await renderPortal({ url: '/profile', signedInAs: 'employee', state: elsewhere.state });
    const endButtons = await screen.findAllByRole('button', { name: /^Sign out on / });
    expect(screen.getByText('This session')).toBeInTheDocument();
    await userEvent.click(endButtons[0]!);
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Sign out on / })).toHaveLength(endButtons.length - 1));
  });

  it('changes the language for good from the settings', async () => {
    const { state } = await renderPortal({ url: '/settings', signedInAs: 'employee' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    await waitFor(() => expect(state.users.find((u) => u.email === MOCK_DEMO.employee.email)!.settings.language).toBe('de'));
  });
});
