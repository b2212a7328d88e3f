import type { ReactNode } from 'react';

interface ActionBase {
  readonly id: string;
  readonly label: string;
  readonly isDisabled?: boolean;
}

/**
 * One thing an admin does from a menu (a campaign's, a person's row): done at once (mail the link again), asked about
 * first (cancel a retrieval), a dialog of its own (the link to copy, a kit to order), or a page to go to.
 */
export type MenuAction = ActionBase &
  (
    | { readonly kind: 'run'; readonly run: () => Promise<unknown>; readonly done: string }
    | { readonly kind: 'confirm'; readonly title: string; readonly text: string; readonly destructive: boolean; readonly run: () => Promise<unknown> }
    | { readonly kind: 'dialog'; readonly title: string; readonly onOpen?: () => void; readonly content: (close: () => void) => ReactNode }
    | { readonly kind: 'go'; readonly href: string }
  );
