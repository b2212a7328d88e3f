import { useTranslation } from 'react-i18next';
import { download } from '../../../../ui/kit/download';
import type { CampaignDetail } from '../../application/ports/campaign-views';
import type { CampaignAction } from '../../domain/campaign-status';
import { useCampaignMutation, useCampaignsGateway } from '../queries/campaign-queries';
import { ActionMenu } from './action-menu';
import { campaignPaths } from '../../domain/campaign-paths';
import type { MenuAction } from './menu-action';

/**
 * The campaign's own actions behind one button, so its header holds two controls even on a phone: changing it, its
 * people as a CSV, and its moves (start, close, reopen, cancel), each of those asked about first.
 */
export function CampaignActionMenu({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation('campaigns-pattern');
  const gateway = useCampaignsGateway();
  const change = useCampaignMutation((action: CampaignAction) => gateway.changeStatus(campaign.kind, campaign.id, { version: campaign.version, action }));
  const exporting = useCampaignMutation(() => gateway.export(campaign.kind, campaign.id));
  const open = campaign.status === 'scheduled' || campaign.status === 'active';
  const actions: MenuAction[] = [
    ...(open ? [{ id: 'update', kind: 'go', label: t('details.update'), href: campaignPaths(campaign.kind).update(campaign.id) } as const] : []),
    {
      id: 'export',
      kind: 'run',
      label: t('details.export'),
      done: t('details.exported'),
      run: async () => {
        const file = await exporting.mutateAsync(undefined);
        download(file.filename, file.content, file.contentType);
      },
    },
    ...campaign.actions.map(
      (action): MenuAction => ({
        id: `status-${action}`,
        kind: 'confirm',
        label: t(`actions.${action}`),
        title: t(`actions.${action}Title`, { name: campaign.name }),
        text: t(`actions.${action}Explain`),
        destructive: action === 'cancel',
        run: () => change.mutateAsync(action),
      }),
    ),
  ];
  return <ActionMenu label={t('details.more')} ariaLabel={t('details.moreFor', { name: campaign.name })} actions={actions} />;
}
