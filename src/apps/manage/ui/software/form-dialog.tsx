import type { ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';

/** A button that opens a form in a dialog; the form is made afresh each time, so it starts from the record. */
export function FormDialog({ label, title, primary = false, children }: { label: string; title: string; primary?: boolean; children: (close: () => void) => ReactNode }) {
  return (
    <DialogTrigger>
      <RippleButton className={primary ? 'button button--primary' : 'button'}>{label}</RippleButton>
      <ModalDialog title={title}>{children}</ModalDialog>
    </DialogTrigger>
  );
}
