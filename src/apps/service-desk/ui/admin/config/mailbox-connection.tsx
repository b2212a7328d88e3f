import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../../../../../ui/kit/confirm-action';
import { TimeText } from '../../../../../ui/kit/display';
import { FormError } from '../../../../../ui/kit/form-error';
import { useProblemText } from '../../../../../ui/kit/problem-text';
import { RippleButton } from '../../../../../ui/feedback/ripple-button';
import { useNavigation } from '../../../../../ui/routing/use-navigation';
import type { EmailChannel } from '../../../application/ports/admin-config-gateway';
import { useEmailChannel } from '../../queries/admin-config';

/** How the mailbox's OAuth connection stands, in one word the screens switch on. */
export type ConnectionStanding = 'password' | 'not-set-up' | 'not-connected' | 'connected' | 'needs-reconnecting';

export function standingOf(channel: EmailChannel): ConnectionStanding {
  if (channel.imap.signIn !== 'oauth') return 'password';
  if (!channel.oauth?.clientId || !channel.oauth.clientSecretSet) return 'not-set-up';
  return channel.oauthConnection.state;
}

/** The connection in a sentence or two: whom it signs in as and since when, or why it needs connecting again. */
export function MailboxConnectionState({ channel }: { channel: EmailChannel }) {
  const { t } = useTranslation('service-desk-admin');
  const standing = standingOf(channel);
  const { account, connectedAt, refreshedAt, reason, failedAt } = channel.oauthConnection;
  if (standing === 'connected') {
    return (
      <p>
        {t('connection.oauthConnected', { account: account ?? t('connection.unknownAccount') })}
        {connectedAt && (
          <span className="muted">
            {' '}
            {t('connection.since')} <TimeText at={connectedAt} />
          </span>
        )}
        {refreshedAt && (
          <span className="muted">
            {'; '}
            {t('connection.refreshed')} <TimeText at={refreshedAt} />
          </span>
        )}
      </p>
    );
  }
  if (standing === 'needs-reconnecting') {
    return (
      <div role="alert" className="mailbox-connection__problem">
        <p>
          <strong>{t('connection.oauthNeedsReconnecting')}</strong>
          {failedAt && (
            <span className="muted">
              {' '}
              {t('connection.since')} <TimeText at={failedAt} />
            </span>
          )}
        </p>
        {reason && <p className="muted">{t('connection.reason', { reason })}</p>}
      </div>
    );
  }
  return <p>{t(`connection.oauthStates.${standing}`)}</p>;
}

/**
 * Connect (or reconnect) sends the admin's browser to the provider, disconnect forgets the tokens. Connecting uses
 * the saved settings, so it waits while the form above holds unsaved changes.
 */
export function MailboxConnectionActions({ channel, unsaved = false }: { channel: EmailChannel; unsaved?: boolean }) {
  const { t } = useTranslation('service-desk-admin');
  const navigation = useNavigation();
  const { problemText } = useProblemText();
  const { startOAuth, disconnectOAuth } = useEmailChannel();
  const [failure, setFailure] = useState<string | null>(null);
  const standing = standingOf(channel);
  if (standing === 'password' || standing === 'not-set-up') return unsaved ? <p className="field__hint">{t('connection.saveFirst')}</p> : null;
  const connect = async () => {
    setFailure(null);
    try {
      const { authorizeUrl } = await startOAuth.mutateAsync();
      navigation.navigate(authorizeUrl);
    } catch (error) {
      setFailure(problemText(error));
    }
  };
  const label = standing === 'not-connected' ? t('connection.connect') : t('connection.reconnect');
  return (
    <div className="mailbox-connection__actions">
      <div className="config-actions">
        <RippleButton className={standing === 'connected' ? 'button' : 'button button--primary'} isPending={startOAuth.isPending} isDisabled={unsaved} onPress={() => void connect()}>
          {label}
        </RippleButton>
        {standing !== 'not-connected' && (
          <ConfirmAction label={t('connection.disconnect')} title={t('connection.disconnectTitle')} confirmLabel={t('connection.disconnect')} destructive onConfirm={() => disconnectOAuth.mutateAsync()}>
            {t('connection.disconnectText')}
          </ConfirmAction>
        )}
      </div>
      {unsaved && <p className="field__hint">{t('connection.saveFirst')}</p>}
      <FormError>{failure}</FormError>
    </div>
  );
}
