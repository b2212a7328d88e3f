import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { loadAppStylesheet } from '../../../../../ui/apps/app-stylesheet';
import { QueryView } from '../../../../../ui/kit/query-view';
import { useEmailChannel } from '../../queries/admin-config';
import { adminPaths } from '../admin-paths';
import { MailboxConnectionActions, MailboxConnectionState } from './mailbox-connection';

/**
 * Resolve IT's own connection on its integrations page: the email channel as it stands (inbound address, IMAP
 * mailbox, acknowledgements) and how the mailbox's OAuth connection stands, with connect or reconnect there and the
 * way to the screen that changes the rest.
 */
export default function EmailChannelConnection() {
  const { t } = useTranslation('service-desk-admin');
  const { query } = useEmailChannel();
  // The panel shows on another app's page (Integrations), which does not bring the desk's stylesheet with it.
  useEffect(() => void loadAppStylesheet('service-desk'), []);
  return (
    <section aria-labelledby="email-channel-connection-title">
      <div className="app-connections__head">
        <div>
          <h2 id="email-channel-connection-title">{t('connection.heading')}</h2>
          <p className="muted">{t('connection.lead')}</p>
        </div>
        <Link href={adminPaths.config('email-channel')} className="button">
          {t('connection.open')}
        </Link>
      </div>
      <QueryView query={query}>
        {(channel) => (
          <div className="mailbox-connection">
            <dl className="facts">
              <dt>{t('connection.inbound')}</dt>
              <dd>{channel.inboundAddress ?? t('connection.noInbound')}</dd>
              <dt>{t('connection.imap')}</dt>
              <dd>{channel.imap.enabled ? t('connection.imapOn', { host: channel.imap.host, username: channel.imap.username }) : t('connection.imapOff')}</dd>
              <dt>{t('connection.oauth')}</dt>
              <dd>
                <MailboxConnectionState channel={channel} />
              </dd>
              <dt>{t('connection.acknowledge')}</dt>
              <dd>{channel.autoAcknowledge ? t('connection.yes') : t('connection.no')}</dd>
            </dl>
            <MailboxConnectionActions channel={channel} />
          </div>
        )}
      </QueryView>
    </section>
  );
}
