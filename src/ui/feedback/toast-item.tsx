import { useState, type FocusEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useTranslation } from 'react-i18next';
import { autoDismissDelay, type ToastType } from '../../domain/feedback/toast-options';
import type { Toast } from '../../application/feedback/toast-center';
import { Spinner } from './spinner';
import { usePausableTimeout } from './use-pausable-timeout';

const ONGOING_SPINNER_SIZE = 20;

// Colour alone must not carry the meaning; each type also has a shape.
const ICONS: Record<Exclude<ToastType, 'ongoing'>, string> = {
  positive: '\u2713',
  negative: '!',
  warning: '\u26A0\uFE0E',
  info: 'i',
};

export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { t } = useTranslation('feedback');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  usePausableTimeout(autoDismissDelay(toast), hovered || focused, toast.version, onDismiss);

  // Focus moving between the toast's own parts is not leaving it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      className="toast"
      data-type={toast.type}
      role={toast.type === 'negative' ? 'alert' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <span className="toast__icon" aria-hidden="true">
        {toast.type === 'ongoing' ? <Spinner size={ONGOING_SPINNER_SIZE} /> : ICONS[toast.type]}
      </span>
      <p className="toast__message">
        <VisuallyHidden elementType="span">{t(`toast.type.${toast.type}`)}: </VisuallyHidden>
        {toast.message}
      </p>
      <Button className="toast__dismiss" aria-label={t('toast.dismiss')} onPress={onDismiss}>
        <span aria-hidden="true">{'\u00D7'}</span>
      </Button>
    </div>
  );
}
