import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Dialog, Heading, Modal } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../feedback/ripple-button';

/**
 * A dialog opened by the DialogTrigger around it: centred, or as a side drawer (`side="end"`) for longer forms
 * that keep the list in view. Escape, the close button and a click outside close it; focus returns to the trigger.
 */
export function ModalDialog({
  title,
  children,
  side = 'center',
  size = 'medium',
}: {
  title: ReactNode;
  children: (close: () => void) => ReactNode;
  side?: 'center' | 'end';
  size?: 'medium' | 'large';
}) {
  const { t } = useTranslation('kit');
  return (
    <Modal className={`modal modal--${side}`} isDismissable>
      <Dialog className={`dialog dialog--${side} dialog--${size}`}>
        {({ close }) => (
          <>
            <div className="dialog__header">
              <Heading slot="title" className="dialog__title">
                {title}
              </Heading>
              <RippleButton className="button button--icon button--ghost" aria-label={t('actions.close')} onPress={close}>
                <X size={18} aria-hidden="true" />
              </RippleButton>
            </div>
            <div className="dialog__body">{children(close)}</div>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
