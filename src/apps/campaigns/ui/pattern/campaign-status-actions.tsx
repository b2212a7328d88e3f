import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import type { CampaignDetail } from '../../application/ports/campaign-views';
import { useCampaignMutation, useCampaignsGateway } from '../queries/campaign-queries';
import type { CampaignAction } from '../../domain/campaign-status';

/** The campaign's own moves (start, close, reopen, cancel), each asked about first. */
export function CampaignStatusActions({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation('campaigns-pattern');
  const gateway = useCampaignsGateway();
  const change = useCampaignMutation((action: CampaignAction) => gateway.changeStatus(campaign.kind, campaign.id, { version: campaign.version, action }));
  return (
    <>
      {campaign.actions.map((action) => (
        <ConfirmAction
          key={action}
          label={t(`actions.${action}`)}
          title={t(`actions.${action}Title`, { name: campaign.name })}
          confirmLabel={t(`actions.${action}`)}
          destructive={action === 'cancel'}
          onConfirm={() => change.mutateAsync(action)}
        >
          {t(`actions.${action}Explain`)}
        </ConfirmAction>
      ))}
    </>
  );
}
