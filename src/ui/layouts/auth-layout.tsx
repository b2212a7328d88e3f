import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './layouts.css';

/** Sign-in, sign-up and their kin: one centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <div className="auth-layout">
      <main id="content" className="auth-layout__card">
        <p className="brand">{t('portalName')}</p>
        {children}
      </main>
    </div>
  );
}
