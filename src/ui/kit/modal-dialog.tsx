import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
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
  isOpen,
  onOpenChange,
}: {
  title: ReactNode;
  children: (close: () => void) => ReactNode;
  side?: 'center' | 'end';
  size?: 'medium' | 'large';
  /**
   * Opened by its owner's state rather than a DialogTrigger around it: a dialog whose form has pressable fields (radio
   * groups) must not sit inside the trigger, which would hand them the trigger's aria-expanded.
   */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation('kit');
  return (
    // An overlay of its own, not Modal's implicit one: a Modal inside another dialog's content takes that dialog's
    // overlay for its own and shows at once (a question inside a person's dialog opened with it).
    <ModalOverlay isDismissable {...(isOpen !== undefined && { isOpen, onOpenChange })}>
      <Modal className={`modal modal--${side}`}>
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
    </ModalOverlay>
  );
}
