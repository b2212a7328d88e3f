import { Menu, Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../feedback/ripple-button';
import { useSettings } from '../queries/use-account';
import { UserMenu } from './user-menu';

/** The menu button on narrow screens and the person's menu; the way back lives in each screen's breadcrumb. */
/** A Mac's people press ⌘K, everyone else Ctrl+K: the button says which. */
const onMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function TopBar({ menuOpen, onToggleMenu, onOpenPalette }: { menuOpen: boolean; onToggleMenu: () => void; onOpenPalette: () => void }) {
  const { t } = useTranslation('shell');
  // The organisation's logo (Configure) stands for the portal's name; its name is what a screen reader says.
  const organisation = useSettings().data?.organisation;
  const logoUrl = organisation?.branding.logoUrl ?? null;
  return (
    <header className="top-bar">
      <RippleButton
        className="top-bar__menu-button button button--icon button--ghost"
        aria-expanded={menuOpen}
        aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
        onPress={onToggleMenu}
      >
        {menuOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
      </RippleButton>
      {logoUrl ? (
        <img className="top-bar__logo" src={logoUrl} alt={organisation?.name ?? t('portalName')} />
      ) : (
        <span className="top-bar__brand brand">{t('portalName')}</span>
      )}
      <span className="top-bar__spacer" />
      <RippleButton
        className="top-bar__palette button button--ghost"
        // A phone shows the icon alone: the name must not hang on the hidden label.
        aria-label={t('palette.open')}
        aria-keyshortcuts={onMac() ? 'Meta+K' : 'Control+K'} onPress={onOpenPalette}>
        <Search size={16} aria-hidden="true" />
        <span className="top-bar__palette-label">{t('palette.open')}</span>
        <kbd className="top-bar__palette-keys" aria-hidden="true">
          {onMac() ? '⌘K' : t('palette.keys')}
        </kbd>
      </RippleButton>
      <UserMenu />
    </header>
  );
}
