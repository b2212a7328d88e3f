import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { adminPaths } from './admin-paths';

/**
 * Where a mailbox provider sends the browser back after an OAuth sign-in. This portal has no OAuth mailbox connection
 * (the desk reads mail by SMTP or IMAP with a password), so the page says what came back and that nothing was
 * connected, rather than pretend a mailbox is linked.
 */
export default function OauthCallbackScreen({ location }: ScreenProps) {
  const { t } = useTranslation('service-desk-admin');
  const query = new URLSearchParams(location.search);
  const code = query.get('code');
  const error = query.get('error');
  const description = query.get('error_description');
  const outcome = error ? 'error' : code ? 'code' : 'nothing';
  return (
    <main className="screen screen--centered screen--narrow oauth-callback" aria-labelledby="oauth-callback-title">
      <h1 id="oauth-callback-title">{t('oauth.title')}</h1>
      <p role={outcome === 'error' ? 'alert' : 'status'}>{t(`oauth.outcome.${outcome}`, { error })}</p>
      {description && <p className="muted">{t('oauth.providerSaid', { description })}</p>}
      <p>{t('oauth.notConnected')}</p>
      <Link className="button button--primary" href={adminPaths.config('email-channel')}>
        {t('oauth.back')}
      </Link>
    </main>
  );
}
