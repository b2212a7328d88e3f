import { useState, type ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormError } from './form-error';
import { ModalDialog } from './modal-dialog';
import { useProblemText } from './problem-text';
import { RippleButton } from '../feedback/ripple-button';

/**
 * A button that asks before it acts: the dialog names what will happen, runs the action, and stays open
 * with the reason when the server refuses.
 */
export function ConfirmAction({
  label,
  ariaLabel,
  title,
  children,
  confirmLabel,
  onConfirm,
  destructive = false,
  isDisabled = false,
}: {
  label: string;
  /** A fuller name for the button where many share its label, as "Archive USB-C dock" in a list. */
  ariaLabel?: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  destructive?: boolean;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation('kit');
  const { problemText } = useProblemText();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <DialogTrigger onOpenChange={() => setFailure(null)}>
      <RippleButton className={destructive ? 'button button--danger' : 'button'} isDisabled={isDisabled} aria-label={ariaLabel}>
        {label}
      </RippleButton>
      <ModalDialog title={title}>
        {(close) => (
          <>
            <div className="dialog__text">{children}</div>
            <FormError>{failure}</FormError>
            <div className="dialog__actions">
              <RippleButton className="button" onPress={close}>
                {t('actions.cancel')}
              </RippleButton>
              <RippleButton
                className={destructive ? 'button button--danger' : 'button button--primary'}
                isPending={pending}
                onPress={async () => {
                  setPending(true);
                  setFailure(null);
                  try {
                    await onConfirm();
                    close();
                  } catch (error) {
                    setFailure(problemText(error));
                  } finally {
                    setPending(false);
                  }
                }}
              >
                {confirmLabel}
              </RippleButton>
            </div>
          </>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}
