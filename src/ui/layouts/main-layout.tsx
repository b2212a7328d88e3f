import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../feedback/use-media-query';
import { useViewSetting } from '../kit/use-view-setting';
import { useBrandColours } from '../preferences/use-brand-colours';
import { usePreferences } from '../preferences/use-preferences';
import { useLiveUpdates } from '../queries/use-live-updates';
import { OpenPaletteProvider } from '../palette/palette-context';
import { usePaletteShortcut } from '../palette/palette-shortcut';
import { ImpersonationBanner } from './impersonation-banner';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import './layouts.css';
import '../palette/palette.css';

/** Its own chunk, with cmdk: fetched the first time someone opens it. */
const CommandPalette = lazy(() => import('../palette/command-palette'));

/** The signed-in shell: the sidebar of the person's apps, the top bar, and the screen. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  const [narrowChosen, setNarrow] = useViewSetting('sidebar:narrow', false);
  // A phone's drawer always shows the names: there the sidebar takes no width from the screen.
  const phone = useIsPhone();
  const narrow = narrowChosen && !phone;
  // The person's language and theme follow them to every device they sign in on.
  usePreferences();
  useBrandColours();
  useLiveUpdates();
  const [paletteOpen, setPaletteOpen] = usePaletteShortcut();
  const openPalette = useCallback(() => setPaletteOpen(true), [setPaletteOpen]);
  return (
    <div className="main-layout" data-menu-open={menuOpen} data-sidebar-narrow={narrow}>
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <Sidebar onNavigate={() => setMenuOpen(false)} narrow={narrow} onToggleNarrow={() => setNarrow(!narrowChosen)} />
      {menuOpen && <div className="main-layout__backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <div className="main-layout__body">
        <ImpersonationBanner />
        <TopBar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} onOpenPalette={openPalette} />
        <main id="content" className="main-layout__content" tabIndex={-1}>
          <OpenPaletteProvider value={openPalette}>{children}</OpenPaletteProvider>
        </main>
      </div>
      {paletteOpen && (
        <Suspense fallback={null}>
          <CommandPalette onClose={() => setPaletteOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
