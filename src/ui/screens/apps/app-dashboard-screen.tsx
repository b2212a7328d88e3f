import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { returnPathOf } from '../../../domain/routing/match-route';
import { PageHeader } from '../../kit/page-header';
import { EmptyState } from '../../kit/states';
import type { ScreenProps } from '../../routing/screen-props';

/**
 * Spec 2.4's shared app dashboard: the screen every route of an app shows until the app's own screens arrive. It
 * tells a person what the app will do and where to go meanwhile, links back along the return path, and keeps the
 * route and its parameters folded away for whoever supports them.
 */
export default function AppDashboardScreen({ match }: ScreenProps) {
  const { t } = useTranslation('shell');
  const { route, params, meta } = match;
  const title = meta.slug ? t(`apps.${meta.slug}`, { defaultValue: meta.appName ?? meta.slug }) : t(`routes.${route.name}`);
  const returnPath = returnPathOf(match);
  const entries = Object.entries(params);
  return (
    <section className="screen" aria-labelledby="app-screen-title">
      <PageHeader title={title} titleId="app-screen-title" />
      <EmptyState
        icon={<Construction size={22} />}
        title={t('appScreen.coming', { app: title })}
        action={
          <>
            {returnPath && (
              <Link href={returnPath} className="button">
                {t('appScreen.returnTo', { path: returnPath })}
              </Link>
            )}
            <Link href="/apps" className="button button--primary">
              {t('appScreen.appStore')}
            </Link>
          </>
        }
      >
        {meta.slug && <p>{t(`appDescriptions.${meta.slug}`, { defaultValue: '' })}</p>}
        <p>{t('appScreen.meanwhile')}</p>
        <details className="app-screen__support">
          <summary>{t('appScreen.forSupport')}</summary>
          <dl className="facts">
          <dt>{t('appScreen.route')}</dt>
          <dd>
            <code>{route.name}</code>
          </dd>
          <dt>{t('appScreen.parameters')}</dt>
          <dd>
            {entries.length === 0 ? (
              t('appScreen.noParameters')
            ) : (
              <ul className="facts__list">
                {entries.map(([name, value]) => (
                  <li key={name}>
                    <code>{name}</code>: {value}
                  </li>
                ))}
              </ul>
            )}
          </dd>
          </dl>
        </details>
      </EmptyState>
    </section>
  );
}
