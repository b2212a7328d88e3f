import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_POSITIONS } from '../../domain/feedback/toast-options';
import { TOAST_CENTER, type ToastCenter } from '../../application/feedback/toast-center';
import { useService } from '../services/service-context';
import { ToastItem } from './toast-item';
import './toast-viewport.css';

/**
 * Every toast of the toast center, stacked at its position. The region is always in the page, so a
 * screen reader already watches it when a toast arrives; negative toasts interrupt as alerts.
 */
export function ToastViewport() {
  const { t } = useTranslation('feedback');
  const center = useService<ToastCenter>(TOAST_CENTER);
  const subscribe = useCallback((listener: () => void) => center.subscribe(listener), [center]);
  const toasts = useSyncExternalStore(subscribe, () => center.toasts());

  return (
    <section className="toast-viewport" aria-label={t('toast.region')} aria-live="polite">
      {TOAST_POSITIONS.map((position) => {
        const here = toasts.filter((toast) => toast.position === position);
        return here.length === 0 ? null : (
          <div key={position} className="toast-stack" data-position={position}>
            {here.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={() => center.dismiss(toast.id)} />
            ))}
          </div>
        );
      })}
    </section>
  );
}
