import { ArrowDown, ArrowUp, PinOff, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { movePin, togglePin, type QuickLink } from '../../../domain/quick-links/quick-link';
import { RippleButton } from '../../feedback/ripple-button';
import { PageHeader } from '../../kit/page-header';
import { QueryView } from '../../kit/query-view';
import { useOpenPalette } from '../../palette/palette-context';
import { usePins, useSavePins } from '../../queries/use-quick-links';

/** The person's pins in their order: opened, moved up and down (by keyboard too) and unpinned here. */
export default function QuickLinksScreen() {
  const { t } = useTranslation('shell');
  const pins = usePins();
  const save = useSavePins();
  const openPalette = useOpenPalette();
  const saved = (items: readonly QuickLink[], version: number) => save.mutate({ items, version });
  return (
    <div className="screen quick-links">
      <PageHeader
        title={t('quickLinks.title')}
        titleId="quick-links-title"
        lead={t('quickLinks.lead')}
        actions={
          openPalette && (
            <RippleButton className="button" onPress={openPalette}>
              <Search size={16} aria-hidden="true" />
              {t('quickLinks.openPalette')}
            </RippleButton>
          )
        }
      />
      {save.isError && (
        <p className="form-error" role="alert">
          {t('quickLinks.saveFailed')}
        </p>
      )}
      <QueryView query={pins} isEmpty={(data) => data.items.length === 0} empty={t('quickLinks.empty')}>
        {({ items, version }) => (
          <ol className="quick-links__list" aria-label={t('quickLinks.list')}>
            {items.map((pin, index) => (
              <li key={pin.path} className="quick-links__item card">
                <div className="quick-links__text">
                  <Link href={pin.path} className="link quick-links__label">
                    {pin.label}
                  </Link>
                  <span className="muted">
                    {t(`quickLinks.kinds.${pin.kind}`)}
                    {pin.detail && ` · ${pin.detail}`}
                  </span>
                </div>
                <div className="quick-links__actions">
                  <RippleButton
                    className="button button--icon button--ghost"
                    aria-label={t('quickLinks.moveUp', { name: pin.label })}
                    isDisabled={index === 0 || save.isPending}
                    onPress={() => saved(movePin(items, index, -1), version)}
                  >
                    <ArrowUp size={16} aria-hidden="true" />
                  </RippleButton>
                  <RippleButton
                    className="button button--icon button--ghost"
                    aria-label={t('quickLinks.moveDown', { name: pin.label })}
                    isDisabled={index === items.length - 1 || save.isPending}
                    onPress={() => saved(movePin(items, index, 1), version)}
                  >
                    <ArrowDown size={16} aria-hidden="true" />
                  </RippleButton>
                  <RippleButton
                    className="button button--icon button--ghost"
                    aria-label={t('quickLinks.remove', { name: pin.label })}
                    isDisabled={save.isPending}
                    onPress={() => saved(togglePin(items, pin), version)}
                  >
                    <PinOff size={16} aria-hidden="true" />
                  </RippleButton>
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </div>
  );
}
