import { Menu, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../feedback/ripple-button';
import { useSettings } from '../queries/use-account';
import { UserMenu } from './user-menu';

/** The menu button on narrow screens and the person's menu; the way back lives in each screen's breadcrumb. */
export function TopBar({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
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
      <UserMenu />
    </header>
  );
}
