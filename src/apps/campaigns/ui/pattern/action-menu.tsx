import { MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useLocation } from 'wouter';
import { ConfirmBody } from '../../../../ui/kit/confirm-action';
import { FormError } from '../../../../ui/kit/form-error';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { useSingleFlight } from '../../../../ui/kit/use-single-flight';
import { ControlledDialog } from './controlled-dialog';
import type { MenuAction } from './menu-action';

/**
 * Actions behind one labelled button (a campaign's own, a person's row). What a direct action did, or why it failed,
 * is said beside the button; a second press while one runs sends nothing.
 */
export function ActionMenu({ label, ariaLabel, actions: all, small = false }: { label: string; ariaLabel: string; actions: readonly MenuAction[]; small?: boolean }) {
  const { problemText } = useProblemText();
  const [, navigate] = useLocation();
  const [opened, setOpened] = useState<MenuAction | null>(null);
  const [outcome, setOutcome] = useState<{ done: string } | { failure: string } | null>(null);
  const { pending, run } = useSingleFlight(async (action: Extract<MenuAction, { kind: 'run' }>) => {
    setOutcome(null);
    try {
      await action.run();
      setOutcome({ done: action.done });
    } catch (error) {
      setOutcome({ failure: problemText(error) });
    }
  });
  if (all.length === 0) return null;
  const choose = (id: string) => {
    const action = all.find((each) => each.id === id);
    if (action?.kind === 'run') void run(action);
    else if (action?.kind === 'go') navigate(action.href);
    else if (action) {
      if (action.kind === 'dialog') action.onOpen?.();
      setOutcome(null);
      setOpened(action);
    }
  };
  // The action as it is now (a link just made), or as it was chosen if it is gone (the move that was just confirmed).
  const dialog = all.find((each) => each.id === opened?.id) ?? opened;
  const close = () => setOpened(null);
  return (
    <div className="action-menu">
      <MenuTrigger>
        <Button className={small ? 'button button--small' : 'button'} isPending={pending} aria-label={ariaLabel}>
          <MoreHorizontal size={14} aria-hidden="true" />
          {label}
        </Button>
        <Popover className="popover" placement="bottom end">
          <Menu
            className="menu"
            aria-label={ariaLabel}
            disabledKeys={all.filter((each) => each.isDisabled).map((each) => each.id)}
            onAction={(id) => choose(String(id))}
          >
            {all.map((action) => (
              <MenuItem key={action.id} id={action.id} className={action.kind === 'confirm' && action.destructive ? 'menu__item menu__item--danger' : 'menu__item'}>
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      {dialog?.kind === 'dialog' && (
        <ControlledDialog title={dialog.title} onClose={close}>
          {dialog.content}
        </ControlledDialog>
      )}
      {dialog?.kind === 'confirm' && (
        <ControlledDialog title={dialog.title} onClose={close}>
          {(done) => (
            <ConfirmBody confirmLabel={dialog.label} destructive={dialog.destructive} onConfirm={dialog.run} onDone={done}>
              {dialog.text}
            </ConfirmBody>
          )}
        </ControlledDialog>
      )}
      <span className="action-menu__done muted" role="status">
        {outcome && 'done' in outcome ? outcome.done : null}
      </span>
      <FormError>{outcome && 'failure' in outcome ? outcome.failure : null}</FormError>
    </div>
  );
}
