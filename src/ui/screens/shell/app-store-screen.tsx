import { useDeferredValue, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SESSION_STORE, type SessionStore } from '../../../application/session/session-store';
import { appCatalogue } from '../../../domain/apps/app-catalogue';
import { useService } from '../../services/service-context';
import { AppTile } from './app-tile';

export default function AppStoreScreen() {
  const { t } = useTranslation('shell');
  const allowed = useService<SessionStore>(SESSION_STORE).session().allowedApps;
  const [query, setQuery] = useState('');
  const needle = useDeferredValue(query).trim().toLocaleLowerCase();
  const apps = appCatalogue.filter((app) =>
    [t(`apps.${app.slug}`), t(`categories.${app.category}`), app.slug].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
  return (
    <section className="screen" aria-labelledby="app-store-title">
      <h1 id="app-store-title">{t('appStore.title')}</h1>
      <p className="screen__lead">{t('appStore.intro')}</p>
      <SearchField className="search-field" value={query} onChange={setQuery}>
        <Label>{t('appStore.search')}</Label>
        <Input className="input" />
      </SearchField>
      {apps.length === 0 ? (
        <p className="empty-state" role="status">
          {t('appStore.noMatch', { query })}
        </p>
      ) : (
        <ul className="app-grid">
          {apps.map((app) => (
            <AppTile key={app.slug} app={app} allowed={allowed.includes(app.slug)} />
          ))}
        </ul>
      )}
    </section>
  );
}
