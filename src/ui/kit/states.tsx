import type { ReactNode } from 'react';
import { AlertTriangle, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../feedback/ripple-button';

/**
 * Where a list or a section has nothing yet: what would be here, and the way to add the first one. A sentence
 * given as the only content becomes the title.
 */
export function EmptyState({ title, children, action, icon }: { title?: string; children?: ReactNode; action?: ReactNode; icon?: ReactNode }) {
  const { t } = useTranslation('kit');
  if (title === undefined && typeof children === 'string') return <EmptyState title={children} action={action} icon={icon} />;
  return (
    <div className="state state--empty">
      <span className="state__icon" aria-hidden="true">
        {icon ?? <Inbox size={22} />}
      </span>
      <p className="state__title">{title ?? t('states.nothing')}</p>
      {children && <div className="state__body">{children}</div>}
      {action && <div className="state__action">{action}</div>}
    </div>
  );
}

/** Something could not be loaded: the reason, announced, and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('kit');
  return (
    <div className="state state--error" role="alert">
      <span className="state__icon" aria-hidden="true">
        <AlertTriangle size={22} />
      </span>
      <p className="state__title">{t('states.failed')}</p>
      <p className="state__body">{message}</p>
      {onRetry && (
        <div className="state__action">
          <RippleButton className="button" onPress={onRetry}>
            {t('actions.retry')}
          </RippleButton>
        </div>
      )}
    </div>
  );
}

/** Work under way, said once to assistive technology; rows of placeholders keep the layout from jumping. */
export function LoadingState({ label, rows = 3 }: { label?: string; rows?: number }) {
  const { t } = useTranslation('kit');
  return (
    <div className="state state--loading" role="status">
      <span className="visually-hidden">{label ?? t('states.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}
