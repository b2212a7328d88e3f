import type { ReactNode } from 'react';
import { ModalContext } from 'react-aria-components';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';

/**
 * The kit's dialog opened by state rather than by a trigger of its own (a menu's item, a button that may be gone by
 * the time it closes): shown while mounted, `onClose` on Escape, a click outside or its close button. Focus goes back
 * where it was, or to the next thing that can take it if that is gone.
 */
export function ControlledDialog({ title, onClose, children }: { title: string; onClose: () => void; children: (close: () => void) => ReactNode }) {
  // The kit's dialog takes its modal's props from this context, as it would take its open state from a DialogTrigger.
  return (
    <ModalContext.Provider value={{ isOpen: true, onOpenChange: (open) => !open && onClose() }}>
      <ModalDialog title={title}>{children}</ModalDialog>
    </ModalContext.Provider>
  );
}
