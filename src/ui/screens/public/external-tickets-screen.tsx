import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EXTERNAL_SESSION, type ExternalSession } from '../../../application/visitors/external-session';
import { QueryView } from '../../kit/query-view';
import { RippleButton } from '../../feedback/ripple-button';
import { useService } from '../../services/service-context';

/**
 * External Resolve Now: the tickets of the signed-in address. Tickets arrive with the Resolve Now app;
 * until then the list is empty and says so.
 */
export default function ExternalTicketsScreen() {
  const { t } = useTranslation('shell');
  const external = useService<ExternalSession>(EXTERNAL_SESSION);
  const session = useQuery({ queryKey: ['external-session'], queryFn: () => external.current() });
  return (
    <section className="screen" aria-labelledby="external-tickets-title">
      <h1 id="external-tickets-title">{t('routes.external-resolve-now')}</h1>
      <QueryView query={session}>
        {(current) =>
          current ? (
            <>
              <p className="screen__lead">{t('external.signedInAs', { email: current.email })}</p>
              <div className="empty-state">{t('external.noTickets')}</div>
              <RippleButton className="button" onPress={() => void external.signOut()}>
                {t('topBar.signOut')}
              </RippleButton>
            </>
          ) : (
            <div className="empty-state">
              <p>{t('external.signInFirst')}</p>
              <Link href="/external/login" className="button button--primary">
                {t('routes.external-login')}
              </Link>
            </div>
          )
        }
      </QueryView>
    </section>
  );
}
