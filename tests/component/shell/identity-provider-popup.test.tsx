import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_GATEWAY, type ProviderCallback } from '../../../src/application/ports/auth-gateway';
import { SIGN_IN } from '../../../src/application/session/sign-in';
import type { MatchedRoute } from '../../../src/domain/routing/route';
import { IdentityProviderButtons } from '../../../src/ui/screens/shell/identity-provider-buttons';
import OAuthPopupScreen from '../../../src/ui/screens/shell/oauth-popup-screen';
import { fakeServices, renderWithProviders } from '../render-with-providers';

afterEach(() => vi.unstubAllGlobals());

describe('sign-in with an identity provider in a popup', () => {
  it('hands the code, the state and the issuer the provider sent back to the sign-in', async () => {
    const completed: [string, ProviderCallback][] = [];
    const services = fakeServices([
      [AUTH_GATEWAY, { identityProviders: async () => [{ id: 'oidc', name: 'Company SSO', startUrl: '/api/v1/auth/oauth/oidc/start' }] }],
      [SIGN_IN, { withIdentityProvider: async (id: string, callback: ProviderCallback) => void completed.push([id, callback]) }],
    ]);
    vi.stubGlobal('open', () => null);
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <IdentityProviderButtons />
      </QueryClientProvider>,
      { services },
    );
    await userEvent.click(await screen.findByRole('button', { name: /Company SSO/ }));

    // The popup's page, on the portal's origin, posts what the provider put on its address to the window that opened it.
    const posted: unknown[] = [];
    vi.stubGlobal('opener', { postMessage: (message: unknown) => posted.push(message) });
    vi.stubGlobal('close', () => undefined);
    renderWithProviders(
      <OAuthPopupScreen match={{} as MatchedRoute} location={{ path: '/oauth-popup', search: '?code=c-1&state=s-1&iss=https%3A%2F%2Fidp.example.test' }} />,
    );
    expect(posted).toHaveLength(1);
    await act(async () => window.dispatchEvent(new MessageEvent('message', { data: posted[0], origin: window.location.origin })));
    expect(completed).toEqual([['oidc', { code: 'c-1', state: 's-1', iss: 'https://idp.example.test' }]]);
  });
});
