import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '../../../application/ports/account-gateway';
import { describeUserAgent } from '../../../domain/devices/describe-user-agent';
import { QueryView } from '../../kit/query-view';
import { useProblemText } from '../../kit/problem-text';
import { RippleButton } from '../../feedback/ripple-button';
import { useRevokeSession, useSessions } from '../../queries/use-account';
import { FormError } from '../../kit/form-error';
import { formatTimestamp } from '../../kit/format';

function useDeviceName() {
  const { t } = useTranslation('shell');
  return (session: ActiveSession) => {
    const { browser, system } = describeUserAgent(session.userAgent);
    if (browser && system) return t('profile.browserOn', { browser, system });
    return browser ?? system ?? t('profile.unknownDevice');
  };
}

/** Where the person is signed in; any other session can be ended from here. */
export function SessionsTable() {
  const { t, i18n } = useTranslation('shell');
  const { problemText } = useProblemText();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const deviceName = useDeviceName();
  return (
    <QueryView query={sessions} isEmpty={(list) => list.length === 0} empty={t('profile.noSessions')}>
      {(list) => (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('profile.device')}</th>
                <th scope="col">{t('profile.signedInBy')}</th>
                <th scope="col">{t('profile.lastSeen')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('profile.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((session) => (
                <tr key={session.id}>
                  <td>
                    <span title={session.userAgent ?? undefined}>{deviceName(session)}</span>
                    {session.ip && <span className="muted"> · {session.ip}</span>}
                    {session.current && <span className="badge">{t('profile.thisSession')}</span>}
                  </td>
                  <td>
                    {t(`profile.method.${session.method}`, { defaultValue: session.method })}
                    {session.impersonatedBy && <span className="muted"> · {t('profile.actedBy', { name: session.impersonatedBy })}</span>}
                  </td>
                  <td>
                    <time dateTime={session.lastSeenAt}>{formatTimestamp(session.lastSeenAt, i18n.language)}</time>
                  </td>
                  <td>
                    {!session.current && (
                      <RippleButton
                        className="button"
                        isPending={revoke.isPending && revoke.variables === session.id}
                        onPress={() => revoke.mutate(session.id)}
                        aria-label={t('profile.endSessionOn', { device: deviceName(session) })}
                      >
                        {t('profile.endSession')}
                      </RippleButton>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <FormError>{revoke.isError && problemText(revoke.error)}</FormError>
        </div>
      )}
    </QueryView>
  );
}
