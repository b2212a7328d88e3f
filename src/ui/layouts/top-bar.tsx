import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SESSION_STORE, type SessionStore } from '../../application/session/session-store';
import { RippleButton } from '../feedback/ripple-button';
import { useService } from '../services/service-context';
import { UserMenu } from './user-menu';

/** The menu button on narrow screens, the back control that follows the stored return path, the user menu. */
export function TopBar({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation('shell');
  const returnPath = useService<SessionStore>(SESSION_STORE).returnPath();
  return (
    <header className="top-bar">
      <RippleButton
        className="top-bar__menu-button"
        aria-expanded={menuOpen}
        aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
        onPress={onToggleMenu}
      >
        <span aria-hidden="true">☰</span>
      </RippleButton>
      {returnPath && (
        <Link href={returnPath} className="top-bar__back">
          <span aria-hidden="true">←</span> {t('topBar.back')}
        </Link>
      )}
      <span className="top-bar__spacer" />
      <UserMenu />
    </header>
  );
}
