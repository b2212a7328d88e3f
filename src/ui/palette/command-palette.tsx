import { Command } from 'cmdk';
import { Clock, FileText, Pin, PinOff, Search, Star, Zap, type LucideIcon } from 'lucide-react';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Dialog, Modal } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isPinned, togglePin, withRecent, type QuickLink } from '../../domain/quick-links/quick-link';
import { useViewSetting } from '../kit/use-view-setting';
import { usePins, useRecordSearch, useSavePins } from '../queries/use-quick-links';
import { useSession } from '../queries/use-session';
import { useNavigation } from '../routing/use-navigation';
import { actionsFor, matching, pagesFor } from './palette-entries';

type GroupId = 'pinned' | 'recent' | 'records' | 'actions' | 'pages';

const ICONS: Record<QuickLink['kind'], LucideIcon> = { page: FileText, record: Search, action: Zap };

/** One entry's value in the list: unique across groups, so the same page pinned and listed is two rows. */
const valueOf = (group: GroupId, link: QuickLink) => `${group} ${link.path}`;

/**
 * Ctrl+K / ⌘K: the pages the person may open, the records the server finds for what they type, the apps' actions,
 * their recent items and pins. Enter opens the selected entry; Alt+P (or the button below the list) pins it.
 */
export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigation = useNavigation();
  const allowed = useSession().allowedApps;
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState('');
  const [recent, setRecent] = useViewSetting<readonly QuickLink[]>('palette:recent', []);
  const pins = usePins();
  const savePins = useSavePins();
  const records = useRecordSearch(query);
  const pages = useMemo(() => pagesFor(allowed, t), [allowed, t]);
  const actions = useMemo(() => actionsFor(allowed, t), [allowed, t]);
  const pinned = pins.data?.items ?? [];
  const searching = query.trim().length >= 2;
  const hits = searching
    ? (records.data?.hits ?? []).map((hit): QuickLink => ({ kind: 'record', path: hit.path, label: hit.title, detail: hit.detail }))
    : [];

  const groups: { id: GroupId; links: readonly QuickLink[] }[] = [
    { id: 'pinned', links: matching(pinned, query) },
    { id: 'recent', links: query.trim() === '' ? recent : [] },
    { id: 'records', links: hits },
    { id: 'actions', links: matching(actions, query) },
    { id: 'pages', links: matching(pages, query) },
  ];
  const entries = new Map(groups.flatMap((group) => group.links.map((link) => [valueOf(group.id, link), link] as const)));
  const current = entries.get(selected) ?? null;

  const open = (link: QuickLink) => {
    setRecent(withRecent(recent, link));
    onClose();
    navigation.navigate(link.path);
  };
  const pinOrUnpin = (link: QuickLink) => {
    if (!pins.data) return;
    savePins.mutate({ items: togglePin(pins.data.items, link), version: pins.data.version });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey && event.code === 'KeyP' && current) {
      event.preventDefault();
      pinOrUnpin(current);
    }
  };

  return (
    <Modal className="modal modal--palette" isDismissable isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog className="dialog palette" aria-label={t('palette.title')}>
        <Command label={t('palette.title')} shouldFilter={false} loop value={selected} onValueChange={setSelected} onKeyDown={onKeyDown}>
          <div className="palette__input">
            <Search size={18} aria-hidden="true" />
            <Command.Input autoFocus value={query} onValueChange={setQuery} placeholder={t('palette.placeholder')} aria-label={t('palette.placeholder')} />
          </div>
          <Command.List className="palette__list" aria-label={t('palette.results')}>
            {groups.map(
              ({ id, links }) =>
                links.length > 0 && (
                  <Command.Group key={id} heading={t(`palette.groups.${id}`)}>
                    {links.map((link) => {
                      const Icon = id === 'recent' ? Clock : ICONS[link.kind];
                      return (
                        <Command.Item key={valueOf(id, link)} value={valueOf(id, link)} onSelect={() => open(link)} className="palette__item">
                          <Icon size={16} aria-hidden="true" />
                          <span className="palette__label">{link.label}</span>
                          {link.detail && <span className="palette__detail">{link.detail}</span>}
                          {isPinned(pinned, link.path) && <Star size={14} className="palette__pinned" aria-label={t('palette.pinnedMark')} />}
                        </Command.Item>
                      );
                    })}
                  </Command.Group>
                ),
            )}
            {!(searching && records.isFetching) && <Command.Empty className="palette__empty">{t('palette.empty', { text: query.trim() })}</Command.Empty>}
          </Command.List>
          <div className="palette__status" role="status">
            {searching && records.isFetching && t('palette.searching')}
            {searching && records.isError && t('palette.searchFailed')}
            {savePins.isError && t('palette.pinFailed')}
          </div>
          <div className="palette__footer">
            <span className="palette__hint">{t('palette.hint')}</span>
            {current && (
              <button type="button" className="button button--ghost palette__pin" disabled={!pins.data || savePins.isPending} onClick={() => pinOrUnpin(current)}>
                {isPinned(pinned, current.path) ? <PinOff size={14} aria-hidden="true" /> : <Pin size={14} aria-hidden="true" />}
                {isPinned(pinned, current.path) ? t('palette.unpin', { name: current.label }) : t('palette.pin', { name: current.label })}
              </button>
            )}
          </div>
        </Command>
      </Dialog>
    </Modal>
  );
}
