import type { ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Modal } from 'react-aria-components';
import { RippleButton } from '../../../feedback/ripple-button';

/** A button that opens a form in a dialog; the form is made afresh each time, so it starts from the record. */
export function FormDialog({ label, title, primary = false, children }: { label: string; title: string; primary?: boolean; children: (close: () => void) => ReactNode }) {
  return (
    <DialogTrigger>
      <RippleButton className={primary ? 'button button--primary' : 'button'}>{label}</RippleButton>
      <Modal className="modal" isDismissable>
        <Dialog className="dialog">
          {({ close }) => (
            <>
              <Heading slot="title">{title}</Heading>
              {children(close)}
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
