import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signInPage } from '../../../src/prerender-sign-in';
import { MOCK_DEMO } from '../../mocks/handlers';
import { renderPortal, withMockApi } from './portal';

withMockApi();

/** The page as the server sends /login: the build's sign-in form already in the root, before any script runs. */
async function prerenderedPage(language: 'en' | 'de') {
  const { markup, title } = await signInPage(language);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = markup;
  document.body.append(root);
  return { root, title };
}

afterEach(() => document.getElementById('root')?.remove());

describe('the sign-in form in the page’s HTML', () => {
  it('is the sign-in screen, labelled, in each language, and cannot be sent before the app is there', async () => {
    const { root, title } = await prerenderedPage('de');
    const page = within(root);
    expect(title).toBe('Anmelden · IT-Asset-Portal');
    expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(page.getByLabelText('E-Mail')).toHaveAttribute('autocomplete', 'username');
    expect(page.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
    // A disabled default button also stops Enter from sending the form natively (the password would land in a URL).
    expect(page.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
    expect(root.querySelector('form')).toHaveAttribute('data-prerendered');
    expect(page.getByRole('link', { name: 'Jetzt erstellen' })).toHaveAttribute('href', '/signup');
  });

  it('is taken over by the app with what was typed and where the caret was, and then signs in', async () => {
    const { root } = await prerenderedPage('en');
    const email = within(root).getByLabelText<HTMLInputElement>('Email');
    const password = within(root).getByLabelText<HTMLInputElement>('Password');
    email.value = MOCK_DEMO.admin.email;
    password.value = MOCK_DEMO.password.slice(0, 4);
    password.focus();
    password.setSelectionRange(2, 2);

    const { history } = await renderPortal({ url: '/login', container: root });

    expect(root.querySelector('form[data-prerendered]')).toBeNull();
    const live = screen.getByLabelText<HTMLInputElement>('Password');
    expect(live).not.toBe(password);
    expect(screen.getByLabelText('Email')).toHaveValue(MOCK_DEMO.admin.email);
    expect(live).toHaveValue(MOCK_DEMO.password.slice(0, 4));
    expect(live).toHaveFocus();
    expect([live.selectionStart, live.selectionEnd]).toEqual([2, 2]);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();

    await userEvent.clear(live);
    await userEvent.type(live, `${MOCK_DEMO.password}{Enter}`);
    await act(async () => {});
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(history.location().path).toBe('/dashboard');
  });

  it('leaves an app form without a prerendered copy as it was: empty', async () => {
    await renderPortal({ url: '/login' });
    expect(await screen.findByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).not.toHaveFocus();
  });
});
