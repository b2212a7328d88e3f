import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RippleButton } from '../feedback/ripple-button';

/** How a form is left without saving: back to a page, or closing its dialog. */
type CancelTo = { readonly href: string } | { readonly onPress: () => void };

/**
 * The foot of every form: cancel, "Apply my changes again" after someone else saved first (when
 * `onReapply` is given), any extra action, then the submit button (Save unless named).
 */
export function FormButtons({
  cancel,
  submitLabel,
  pending,
  isDisabled,
  onReapply,
  children,
}: {
  cancel?: CancelTo;
  submitLabel?: string;
  pending: boolean;
  isDisabled?: boolean;
  onReapply?: (() => unknown) | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('kit');
  return (
    <div className="form-actions">
      {cancel &&
        ('href' in cancel ? (
          <Link className="button" href={cancel.href}>
            {t('actions.cancel')}
          </Link>
        ) : (
          <RippleButton className="button" onPress={cancel.onPress}>
            {t('actions.cancel')}
          </RippleButton>
        ))}
      {onReapply && (
        <RippleButton className="button" isPending={pending} onPress={() => void onReapply()}>
          {t('conflict.reapply')}
        </RippleButton>
      )}
      {children}
      <RippleButton type="submit" className="button button--primary" isPending={pending} isDisabled={isDisabled}>
        {submitLabel ?? t('actions.save')}
      </RippleButton>
    </div>
  );
}
