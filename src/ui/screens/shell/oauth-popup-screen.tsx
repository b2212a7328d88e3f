import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../routing/screen-props';
import { OAUTH_MESSAGE } from './identity-provider-buttons';

/**
 * The page the identity provider sends the popup back to. It hands code and state to the window that
 * opened it, which knows the provider and finishes the sign-in, then closes. The issuer (`iss`) goes along: the server
 * checks that the provider it started with is the one that answered.
 */
export default function OAuthPopupScreen({ location }: ScreenProps) {
  const { t } = useTranslation('shell');
  const params = new URLSearchParams(location.search);
  const opener = window.opener as Window | null;
  useEffect(() => {
    if (!opener) return;
    opener.postMessage(
      { type: OAUTH_MESSAGE, code: params.get('code'), state: params.get('state'), iss: params.get('iss'), error: params.get('error') },
      window.location.origin,
    );
    window.close();
  });
  return (
    <>
      <h1>{t('routes.oauth')}</h1>
      <p role="status">{opener ? t('oauth.handingBack') : t('oauth.noOpener')}</p>
    </>
  );
}
