import { useCallback, useSyncExternalStore } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useTranslation } from 'react-i18next';
import { LOADING_DELAY_MS, LOADING_SPINNER_SIZE } from '../../domain/feedback/loading-overlay';
import { LOADING_TRACKER, type LoadingTracker } from '../../application/feedback/loading-tracker';
import { useService } from '../services/service-context';
import { Spinner } from './spinner';
import { useDelayedFlag } from './use-delayed-flag';
import './loading-overlay.css';

export interface LoadingOverlayProps {
  /** Spinner diameter in px. */
  size?: number;
  /** How long loading must last before the overlay shows, in ms; short work then never flashes it. */
  delay?: number;
}

/**
 * Covers the page while the loading tracker says something is loading. The status element stays in
 * the page, so screen readers hear "Loading" when the overlay appears rather than missing it.
 */
export function LoadingOverlay({ size = LOADING_SPINNER_SIZE, delay = LOADING_DELAY_MS }: LoadingOverlayProps) {
  const { t } = useTranslation('feedback');
  const tracker = useService<LoadingTracker>(LOADING_TRACKER);
  const subscribe = useCallback((listener: () => void) => tracker.subscribe(listener), [tracker]);
  const loading = useSyncExternalStore(subscribe, () => tracker.isLoading());
  const visible = useDelayedFlag(loading, delay);

  return (
    <div role="status" aria-label={t('loading')} className="loading-status">
      {visible && (
        <div className="loading-overlay" aria-busy="true">
          <Spinner size={size} />
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
        </div>
      )}
    </div>
  );
}
