import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './layouts.css';

/** The pages of public links: the portal's name and the page, nothing that needs an account. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
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
