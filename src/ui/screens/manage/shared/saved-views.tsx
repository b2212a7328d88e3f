import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { VIEW_SETTINGS, type ViewSettingsPort } from '../../../../application/ports/view-settings-port';
import { RippleButton } from '../../../feedback/ripple-button';
import { useServices } from '../../../services/service-context';
import { TextInput } from '../../../components/text-input';
import type { ListControls } from './use-list-state';

interface SavedView {
  readonly name: string;
  readonly query: string;
}

/** Named searches and filters of one list, kept in this browser: save the current one, open or forget a saved one. */
export function SavedViews({ listKey, controls }: { listKey: string; controls: ListControls }) {
  const { t } = useTranslation('manage');
  const services = useServices();
  const settings = services.has(VIEW_SETTINGS) ? services.get<ViewSettingsPort>(VIEW_SETTINGS) : null;
  const key = `views:${listKey}`;
  const [views, setViews] = useState<readonly SavedView[]>(() => settings?.read<SavedView[]>(key, []) ?? []);
  const [name, setName] = useState('');
  const keep = (next: readonly SavedView[]) => {
    setViews(next);
    settings?.write(key, next);
  };
  const query = new URLSearchParams(controls.queryString);
  query.delete('page');
  return (
    <div className="saved-views">
      <Form
        className="saved-views__save"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = name.trim();
          if (!trimmed) return;
          keep([...views.filter((view) => view.name !== trimmed), { name: trimmed, query: query.toString() }]);
          setName('');
        }}
      >
        <TextInput label={t('views.name')} value={name} onChange={setName} />
        <RippleButton type="submit" className="button" isDisabled={!name.trim() || query.toString() === ''}>
          {t('views.save')}
        </RippleButton>
      </Form>
      {views.length > 0 && (
        <ul className="saved-views__list" aria-label={t('views.saved')}>
          {views.map((view) => (
            <li key={view.name}>
              <RippleButton className="button button--link" onPress={() => controls.applyQuery(view.query)}>
                {view.name}
              </RippleButton>
              <RippleButton className="button button--link" aria-label={t('views.forget', { name: view.name })} onPress={() => keep(views.filter((v) => v !== view))}>
                ×
              </RippleButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
