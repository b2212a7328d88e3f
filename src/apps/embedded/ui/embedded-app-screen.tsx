import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { frameAddress } from '../../../domain/apps/frame-address';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/kit/states';
import { PageHeader } from '../../../ui/kit/page-header';
import { useApps } from '../../../ui/queries/use-apps';
import { useSessionInfo } from '../../../ui/queries/use-session-info';
import type { ScreenProps } from '../../../ui/routing/screen-props';
import { AppFrame } from './app-frame';

/** The page that tests embedding itself shows the handshake beside its frame. */
const TEST_PAGE_SLUG = 'iframe';

/**
 * An external app shown in a sandboxed frame. The address comes from the server's app catalogue and is checked again
 * here (https or the portal's own pages only); until one is set up, or when it is refused, the screen says so instead
 * of framing it.
 */
export default function EmbeddedAppScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['embedded', 'shell']);
  const apps = useApps();
  const session = useSessionInfo();
  const slug = match.params.slug ?? match.meta.slug ?? '';
  const name = t(`shell:apps.${slug}`, { defaultValue: slug });
  const entry = apps.data?.find((app) => app.slug === slug);
  const address = entry?.frameUrl ? frameAddress(entry.frameUrl, window.location.origin) : null;
  const url = address && address.kind !== 'refused' ? address.url : null;

  return (
    <section className="screen embedded-screen" aria-labelledby="embedded-title">
      <PageHeader
        title={name}
        titleId="embedded-title"
        actions={
          url && (
            <a className="button button--secondary" href={url} target="_blank" rel="noopener noreferrer">
              <ExternalLink size={16} aria-hidden="true" />
              {t('openInNewTab')}
            </a>
          )
        }
      />
      {apps.isPending ? (
        <LoadingState />
      ) : apps.isError ? (
        <ErrorState message={t('catalogueFailed')} onRetry={() => void apps.refetch()} />
      ) : !address ? (
        <EmptyState
          title={t('noUrl', { app: name })}
          action={
            session.isAdministrator && (
              <Link className="button button--secondary" href={`/apps/${slug}/integrations`}>
                {t('setAddress')}
              </Link>
            )
          }
        />
      ) : address.kind === 'refused' ? (
        <ErrorState message={t(`refused.${address.reason}`, { app: name })} />
      ) : (
        <AppFrame
          url={address.url}
          partnerOrigin={address.kind === 'partner' ? address.origin : null}
          title={name}
          showHandshake={slug === TEST_PAGE_SLUG}
        />
      )}
    </section>
  );
}
