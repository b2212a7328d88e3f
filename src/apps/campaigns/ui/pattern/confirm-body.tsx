import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { useSingleFlight } from '../../../../ui/kit/use-single-flight';

/** What a menu's question says: what will happen, the reason if the server refuses, and the two ways out. */
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
