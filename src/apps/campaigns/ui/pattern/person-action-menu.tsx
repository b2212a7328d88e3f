import { MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ConfirmBody } from '../../../../ui/kit/confirm-action';
import { FormError } from '../../../../ui/kit/form-error';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { useSingleFlight } from '../../../../ui/kit/use-single-flight';
import type { PersonSlotProps } from '../kinds/campaign-kind-ui';
import { ControlledDialog } from './controlled-dialog';
import type { PersonAction } from './person-action';
import { useLinkActions } from './person-link-actions';

/**
 * A person's row actions behind one labelled button: the pattern's link actions first, then the kind's. What a
 * direct action did, or why it failed, is said beside the button; a second press while one runs sends nothing.
 */
export function PersonActionMenu({ campaign, person, actions = [] }: PersonSlotProps & { actions?: readonly PersonAction[] }) {
  const { t } = useTranslation('campaigns-pattern');
  const { problemText } = useProblemText();
  const all = [...useLinkActions(campaign, person), ...actions];
  const [opened, setOpened] = useState<PersonAction | null>(null);
  const [outcome, setOutcome] = useState<{ done: string } | { failure: string } | null>(null);
  const { pending, run } = useSingleFlight(async (action: Extract<PersonAction, { kind: 'run' }>) => {
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
    <div className="person-actions">
      <MenuTrigger>
        <Button className="button button--small" isPending={pending} aria-label={t('rowActions.for', { name: person.name })}>
          <MoreHorizontal size={14} aria-hidden="true" />
          {t('rowActions.label')}
        </Button>
        <Popover className="popover" placement="bottom end">
          <Menu
            className="menu"
            aria-label={t('rowActions.for', { name: person.name })}
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
      <span className="person-actions__done muted" role="status">
        {outcome && 'done' in outcome ? outcome.done : null}
      </span>
      <FormError>{outcome && 'failure' in outcome ? outcome.failure : null}</FormError>
    </div>
  );
}
