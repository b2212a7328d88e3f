import { useTranslation } from 'react-i18next';
import type { PersonSlotProps } from '../kinds/campaign-kind-ui';
import { ActionMenu } from './action-menu';
import type { MenuAction } from './menu-action';
import { useLinkActions } from './person-link-actions';

/** A person's row actions behind one small button: the pattern's link actions first, then the kind's. */
export function PersonActionMenu({ campaign, person, actions = [] }: PersonSlotProps & { actions?: readonly MenuAction[] }) {
  const { t } = useTranslation('campaigns-pattern');
  const all = [...useLinkActions(campaign, person), ...actions];
  if (all.length === 0) return null;
  return <ActionMenu label={t('rowActions.label')} ariaLabel={t('rowActions.for', { name: person.name })} actions={all} small />;
}
