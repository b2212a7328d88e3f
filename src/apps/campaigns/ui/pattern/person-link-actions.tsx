import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { useProblemText } from '../../../../ui/kit/problem-text';
import type { CampaignDetail, CampaignPerson, IssuedLink } from '../../application/ports/campaign-views';
import { PUBLIC_LINK_PATHS } from '../../domain/campaign-link';
import { useCampaignMutation, useCampaignsGateway } from '../queries/campaign-queries';
import { CopyableUrl } from './copyable-url';
import { formatTimestamp } from '../../../../ui/kit/format';

/** A person's public link: shown to copy, mailed again, or withdrawn. A kind without public pages has none. */
export function PersonLinkActions({ campaign, person }: { campaign: CampaignDetail; person: CampaignPerson }) {
  const { t, i18n } = useTranslation('campaigns-pattern');
  const { problemText } = useProblemText();
  const gateway = useCampaignsGateway();
  const [shown, setShown] = useState<IssuedLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const issue = useCampaignMutation((send: boolean) => gateway.issueLink(campaign.kind, campaign.id, person.id, send));
  const revoke = useCampaignMutation(() => gateway.revokeLink(campaign.kind, campaign.id, person.id));
  if (!PUBLIC_LINK_PATHS[campaign.kind]) return null;
  const run = (action: () => Promise<unknown>) => {
    setFailure(null);
    action().catch((error: unknown) => setFailure(problemText(error)));
  };
  const open = campaign.status === 'scheduled' || campaign.status === 'active';
  return (
    <div className="campaign-actions">
      <DialogTrigger onOpenChange={(isOpen) => isOpen && run(async () => setShown(await issue.mutateAsync(false)))}>
        <RippleButton className="button button--small" isDisabled={!open} aria-label={t('link.showFor', { name: person.name })}>
          {t('link.show')}
        </RippleButton>
        <ModalDialog title={t('link.title', { name: person.name })}>
          {() => (shown ? <CopyableUrl url={shown.url} label={t('link.url')} note={t('link.expires', { date: formatTimestamp(shown.expiresAt, i18n.language) })} /> : failure ? <FormError>{failure}</FormError> : <p>{t('link.making')}</p>)}
        </ModalDialog>
      </DialogTrigger>
      <RippleButton className="button button--small" isDisabled={!open} isPending={issue.isPending} aria-label={t('link.sendTo', { name: person.name })} onPress={() => run(() => issue.mutateAsync(true))}>
        {t('link.send')}
      </RippleButton>
      {person.link?.status === 'active' && (
        <RippleButton className="button button--small" isPending={revoke.isPending} aria-label={t('link.revokeFor', { name: person.name })} onPress={() => run(() => revoke.mutateAsync(undefined))}>
          {t('link.revoke')}
        </RippleButton>
      )}
      {failure && !shown && <FormError>{failure}</FormError>}
    </div>
  );
}
