import { useDeferredValue, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../kit/query-view';
import { useApps } from '../../queries/use-apps';
import { useSessionInfo } from '../../queries/use-session-info';
import { AppTile } from './app-tile';
import { PageHeader } from '../../kit/page-header';

export default function AppStoreScreen() {
  const { t } = useTranslation('shell');
  const apps = useApps();
  const { isAdministrator } = useSessionInfo();
  const [query, setQuery] = useState('');
  const needle = useDeferredValue(query).trim().toLocaleLowerCase();
  return (
    <section className="screen" aria-labelledby="app-store-title">
      <PageHeader title={t('appStore.title')} titleId="app-store-title" lead={t('appStore.intro')} />
      <SearchField className="search-field" value={query} onChange={setQuery}>
        <Label>{t('appStore.search')}</Label>
        <Input className="input" />
      </SearchField>
      <QueryView query={apps}>
        {(list) => {
          const shown = list.filter((app) =>
            [t(`apps.${app.slug}`, { defaultValue: app.name }), t(`appDescriptions.${app.slug}`, { defaultValue: app.description }), app.slug].some((text) =>
              text.toLocaleLowerCase().includes(needle),
            ),
          );
          return shown.length === 0 ? (
            <p className="empty-state" role="status">
              {t('appStore.noMatch', { query })}
            </p>
          ) : (
            <ul className="app-grid">
              {shown.map((app) => (
                <AppTile key={app.slug} app={app} canInstall={isAdministrator} />
              ))}
            </ul>
          );
        }}
      </QueryView>
    </section>
  );
}
