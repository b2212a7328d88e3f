import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RequestProblem } from '../../../../application/errors/request-problem';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { useCompleteMailboxOAuth } from '../queries/admin-config';
import { adminPaths } from './admin-paths';

/** The failures the server words by code; any other is said in its own words. */
const KNOWN_FAILURES = ['state-invalid', 'provider-refused', 'provider-unreachable', 'no-refresh-token', 'oauth-not-set-up'];

/** What went wrong, in the reader's words, and what the server or provider said beyond the code. */
function useFailureText(error: unknown): { summary: string; said: string | null } {
  const { t } = useTranslation('service-desk-admin');
  if (!(error instanceof RequestProblem)) return { summary: t('oauth.failed.unknown'), said: error instanceof Error ? error.message : null };
  const code = error.rule?.code ?? '';
  const summary = KNOWN_FAILURES.includes(code) ? t(`oauth.failed.${code}`, { ...error.rule?.params }) : t('oauth.failed.unknown');
  // The provider's own error and its description, which the server passes on in the detail.
  const said = code === 'provider-refused' || code === 'provider-unreachable' || !KNOWN_FAILURES.includes(code) ? error.message : null;
  return { summary, said };
}

function Exchange({ code, state }: { code: string; state: string }) {
  const { t } = useTranslation('service-desk-admin');
  const exchange = useCompleteMailboxOAuth({ code, state });
  const failure = useFailureText(exchange.error);
  if (exchange.isPending) {
    return (
      <p className="screen-loading" role="status">
        <span className="screen-loading__spinner" aria-hidden="true" />
        {t('oauth.exchanging')}
      </p>
    );
  }
  if (exchange.isError) {
    return (
      <div role="alert" className="oauth-callback__outcome oauth-callback__outcome--failed">
        <p>{failure.summary}</p>
        {failure.said && <p className="muted">{t('oauth.providerSaid', { description: failure.said })}</p>}
      </div>
    );
  }
  const { account } = exchange.data.oauthConnection;
  return (
    <p role="status" className="oauth-callback__outcome">
      {account ? t('oauth.connected', { account }) : t('oauth.connectedNoAccount')}
    </p>
  );
}

/**
 * Where the mail provider sends the admin's browser back after they let the desk read the mailbox: the code and
 * state go to the server, which exchanges the code and keeps the tokens; the page says how it went. A provider's
 * refusal (error, error_description) is shown as it came, with nothing sent.
 */
export default function OauthCallbackScreen({ location }: ScreenProps) {
  const { t } = useTranslation('service-desk-admin');
  const query = new URLSearchParams(location.search);
  const code = query.get('code');
  const state = query.get('state');
  const error = query.get('error');
  const description = query.get('error_description');
  return (
    <main className="screen screen--centered screen--narrow oauth-callback" aria-labelledby="oauth-callback-title">
      <h1 id="oauth-callback-title">{t('oauth.title')}</h1>
      {error || !code || !state ? (
        <div role="alert" className="oauth-callback__outcome oauth-callback__outcome--failed">
          <p>{error ? t('oauth.refused', { error }) : t('oauth.nothing')}</p>
          {description && <p className="muted">{t('oauth.providerSaid', { description })}</p>}
        </div>
      ) : (
        <Exchange code={code} state={state} />
      )}
      <Link className="button button--primary" href={adminPaths.config('email-channel')}>
        {t('oauth.back')}
      </Link>
    </main>
  );
}
