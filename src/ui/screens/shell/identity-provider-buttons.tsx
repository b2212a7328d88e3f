import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_GATEWAY, type AuthGateway, type IdentityProvider } from '../../../application/ports/auth-gateway';
import { SIGN_IN, type SignIn } from '../../../application/session/sign-in';
import { useProblemText } from '../../kit/problem-text';
import { RippleButton } from '../../feedback/ripple-button';
import { useService } from '../../services/service-context';
import { FormError } from '../../kit/form-error';

export const OAUTH_MESSAGE = 'portal:oauth-callback';

interface CallbackMessage {
  readonly type: typeof OAUTH_MESSAGE;
  readonly code: string | null;
  readonly state: string | null;
  readonly iss: string | null;
  readonly error: string | null;
}

function isCallback(data: unknown): data is CallbackMessage {
  return typeof data === 'object' && data !== null && (data as CallbackMessage).type === OAUTH_MESSAGE;
}

/** Sign-in with an identity provider in a popup; the popup's page hands the result back here. */
export function IdentityProviderButtons() {
  const { t } = useTranslation('shell');
  const { problemText } = useProblemText();
  const auth = useService<AuthGateway>(AUTH_GATEWAY);
  const signIn = useService<SignIn>(SIGN_IN);
  const providers = useQuery({ queryKey: ['identity-providers'], queryFn: () => auth.identityProviders(), staleTime: Infinity });
  const chosen = useRef<IdentityProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only our own popup may sign anyone in.
      if (event.origin !== window.location.origin || !isCallback(event.data) || !chosen.current) return;
      const { code, state, iss, error: refused } = event.data;
      if (refused || !code || !state) {
        setError(t('problems.oauth-failed'));
        return;
      }
      signIn.withIdentityProvider(chosen.current.id, { code, state, ...(iss && { iss }) }).catch((failure) => setError(problemText(failure)));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [signIn, t]);

  if (!providers.data || providers.data.length === 0) return null;
  return (
    <div className="identity-providers">
      <p className="identity-providers__or">{t('oauth.or')}</p>
      {providers.data.map((provider) => (
        <RippleButton
          key={provider.id}
          className="button"
          onPress={() => {
            chosen.current = provider;
            setError(null);
            window.open(provider.startUrl, 'portal-oauth', 'popup,width=480,height=640');
          }}
        >
          {t('oauth.continueWith', { provider: provider.name })}
        </RippleButton>
      ))}
      <FormError>{error}</FormError>
    </div>
  );
}
