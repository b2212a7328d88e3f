import { Bookmark, X } from 'lucide-react';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Form, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../feedback/ripple-button';
import { TextInput } from './text-input';
import type { ListControls } from './use-list-state';
import { useViewSetting } from './use-view-setting';

interface SavedView {
  readonly name: string;
  readonly query: string;
}

/**
 * Named searches and filters of one list, kept in this browser: save the current one, open or forget a saved one.
 * They live behind one button beside the table, so the list's own filters keep the space above it.
 */
export function SavedViews({ listKey, controls }: { listKey: string; controls: ListControls }) {
  const { t } = useTranslation('kit');
  const [views, keep] = useViewSetting<readonly SavedView[]>(`views:${listKey}`, []);
  const [name, setName] = useState('');
  const query = new URLSearchParams(controls.queryString);
  query.delete('page');
  return (
    <DialogTrigger>
      <Button className="button button--small">
        <Bookmark size={14} aria-hidden="true" />
        {t('views.saved')}
        {views.length > 0 && <span className="badge">{views.length}</span>}
      </Button>
      <Popover className="popover saved-views__popover" placement="bottom end">
        <Dialog className="saved-views" aria-label={t('views.saved')}>
          {({ close }) => (
            <>
              {views.length === 0 ? (
                <p className="muted saved-views__none">{t('views.none')}</p>
              ) : (
                <ul className="saved-views__list" aria-label={t('views.saved')}>
                  {views.map((view) => (
                    <li key={view.name}>
                      <RippleButton
                        className="button button--ghost saved-views__open"
                        onPress={() => {
                          controls.applyQuery(view.query);
                          close();
                        }}
                      >
                        {view.name}
                      </RippleButton>
                      <RippleButton
                        className="button button--ghost button--icon"
                        aria-label={t('views.forget', { name: view.name })}
                        onPress={() => keep(views.filter((v) => v !== view))}
                      >
                        <X size={14} aria-hidden="true" />
                      </RippleButton>
                    </li>
                  ))}
                </ul>
              )}
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
                <TextInput label={t('views.name')} value={name} onChange={setName} description={query.toString() === '' ? t('views.filterFirst') : undefined} />
                <RippleButton type="submit" className="button button--primary" isDisabled={!name.trim() || query.toString() === ''}>
                  {t('views.save')}
                </RippleButton>
              </Form>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
