import { useState, type ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormError } from './form-error';
import { ModalDialog } from './modal-dialog';
import { useProblemText } from './problem-text';
import { useSingleFlight } from './use-single-flight';
import { RippleButton } from '../feedback/ripple-button';

/**
 * What a question before an action says, in a dialog: what will happen, the reason when the server refuses (the
 * dialog stays open), and the two ways out. The action is sent once however often it is pressed; `onDone` closes.
 * ConfirmAction's dialog, and one a menu item opens.
 */
export function ConfirmBody({
  confirmLabel,
  destructive,
  onConfirm,
  onDone,
  children,
}: {
  confirmLabel: string;
  destructive: boolean;
  onConfirm: () => Promise<unknown>;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('kit');
  const { problemText } = useProblemText();
  const [failure, setFailure] = useState<string | null>(null);
  const { pending, run } = useSingleFlight(async () => {
    setFailure(null);
    try {
      await onConfirm();
      onDone();
    } catch (error) {
      setFailure(problemText(error));
    }
  });
  return (
    <>
      <div className="dialog__text">{children}</div>
      <FormError>{failure}</FormError>
      <div className="dialog__actions">
        <RippleButton className="button" onPress={onDone}>
          {t('actions.cancel')}
        </RippleButton>
        <RippleButton className={destructive ? 'button button--danger' : 'button button--primary'} isPending={pending} onPress={() => void run()}>
          {confirmLabel}
        </RippleButton>
      </div>
    </>
  );
}

/** A button that asks before it acts (ConfirmBody says how). */
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
  return (
    <DialogTrigger>
      <RippleButton className={destructive ? 'button button--danger' : 'button'} isDisabled={isDisabled} aria-label={ariaLabel}>
        {label}
      </RippleButton>
      <ModalDialog title={title}>
        {(close) => (
          <ConfirmBody confirmLabel={confirmLabel} destructive={destructive} onConfirm={onConfirm} onDone={close}>
            {children}
          </ConfirmBody>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}
