import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTheme } from '../preferences/apply-theme';
import './layouts.css';

/**
 * The pages of public links: the portal's name and the page, nothing that needs an account. A visitor has no theme of
 * their own, so the page takes the device's (a hire opening their invitation on a phone in dark mode sees it dark).
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  useEffect(() => applyTheme('system'), []);
  return (
    <div className="public-layout">
      <header className="public-layout__header">
        <span className="brand">{t('portalName')}</span>
      </header>
      <main id="content" className="public-layout__main">
        {children}
      </main>
    </div>
  );
}
