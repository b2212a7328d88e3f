import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EXTERNAL_SESSION, type ExternalSession } from '../../../../application/visitors/external-session';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { EmptyState } from '../../../../ui/kit/states';
import { useService } from '../../../../ui/services/service-context';
import { externalPaths } from '../requester/requester-paths';

/**
 * An external page: whose session it is and the way out, or, without a session, the way to sign in (no call is made
 * without one). The page's content gets the session's token for its calls.
 */
export function ExternalFrame({ title, meta, children }: { title: ReactNode; meta?: ReactNode; children: (token: string) => ReactNode }) {
  // The desk's namespaces load before the page shows, so no part of it suspends later for them.
  const { t } = useTranslation(['shell', 'service-desk-requester', 'service-desk']);
  const external = useService<ExternalSession>(EXTERNAL_SESSION);
  const session = useQuery({ queryKey: ['external-session'], queryFn: () => external.current() });
  const token = session.data ? external.token() : null;
  return (
    <section className="screen service-desk" aria-labelledby="external-title">
      <PageHeader
        title={title}
        titleId="external-title"
        meta={meta}
        lead={session.data && t('external.signedInAs', { email: session.data.email })}
        actions={
          session.data && (
            <RippleButton className="button" onPress={() => void external.signOut()}>
              {t('topBar.signOut')}
            </RippleButton>
          )
        }
      />
      <QueryView query={session}>
        {() =>
          token ? (
            children(token)
          ) : (
            <EmptyState
              title={t('external.signInFirst')}
              action={
                <Link href={externalPaths.login} className="button button--primary">
                  {t('routes.external-login')}
                </Link>
              }
            />
          )
        }
      </QueryView>
    </section>
  );
}
