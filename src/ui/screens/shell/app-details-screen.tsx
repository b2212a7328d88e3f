import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { QueryView } from '../../kit/query-view';
import { useAppDetails } from '../../queries/use-apps';
import { useSessionInfo } from '../../queries/use-session-info';
import type { ScreenProps } from '../../routing/screen-props';
import { appHome } from './app-tile';
import { InstallButton } from './install-button';
import { PageHeader } from '../../kit/page-header';

export default function AppDetailsScreen({ match }: ScreenProps) {
  const { t } = useTranslation('shell');
  const slug = match.params.slug ?? '';
  const details = useAppDetails(slug);
  const { isAdministrator } = useSessionInfo();
  return (
    <section className="screen" aria-labelledby="app-details-title">
      <QueryView query={details}>
        {(app) => {
          const name = t(`apps.${app.slug}`, { defaultValue: app.name });
          return (
            <>
              <PageHeader title={name} titleId="app-details-title" lead={t(`appDescriptions.${app.slug}`, { defaultValue: app.description })} />
              <dl className="facts">
                <dt>{t('appDetails.category')}</dt>
                <dd>{t(`categories.${app.category}`, { defaultValue: app.category })}</dd>
                <dt>{t('appDetails.access')}</dt>
                <dd>{app.allowed ? t('appStore.allowed') : t(`appStore.reason.${app.notAllowedReason ?? 'role'}`)}</dd>
                {!app.allowed && app.grantors.length > 0 && (
                  <>
                    <dt>{t('appDetails.grantors')}</dt>
                    <dd>
                      <ul className="facts__list">
                        {app.grantors.map((person) => (
                          <li key={person.email}>
                            {person.name} (<a href={`mailto:${person.email}`}>{person.email}</a>)
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </>
                )}
              </dl>
              <div className="app-tile__actions">
                {app.allowed && (
                  <Link href={appHome(app.slug)} className="button button--primary">
                    {t('appStore.open', { app: name })}
                  </Link>
                )}
                {isAdministrator && <InstallButton app={app} name={name} />}
              </div>
            </>
          );
        }}
      </QueryView>
      <p>
        <Link href="/apps">{t('appDetails.backToStore')}</Link>
      </p>
    </section>
  );
}
