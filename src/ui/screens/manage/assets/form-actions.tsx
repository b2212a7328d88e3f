import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FormError } from '../../../components/form-error';
import { RippleButton } from '../../../feedback/ripple-button';

/** The foot of the asset form: what went wrong, save, and the way back to the list without saving. */
export function FormActions({ error, pending, cancelHref, children }: { error: string | null; pending: boolean; cancelHref: string; children?: ReactNode }) {
  const { t } = useTranslation('manage');
  return (
    <>
      <FormError>{error}</FormError>
      <div className="dialog__actions">
        <Link className="button" href={cancelHref}>
          {t('actions.cancel')}
        </Link>
        {children}
        <RippleButton type="submit" className="button button--primary" isPending={pending}>
          {t('actions.save')}
        </RippleButton>
      </div>
    </>
  );
}
