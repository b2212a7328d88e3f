import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import { FormSection } from '../../../../ui/kit/form-layout';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { QueryView } from '../../../../ui/kit/query-view';
import type { CampaignDetail } from '../../application/ports/campaign-views';
import { useIssueShareLink, useOfferableKits, useShareLink } from '../queries/refresh';
import { CopyableUrl } from '../pattern/copyable-url';
import { kitIdsOf } from './refresh-go-rules';

/**
 * Refresh Go's panel on the details page: the campaign's shareable address to copy, or a new one (the old stops
 * opening), and the Device Hub kits it offers.
 */
export function RefreshGoPanel({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation('campaigns-refresh');
  const { problemText } = useProblemText();
  const link = useShareLink(campaign.id);
  const issue = useIssueShareLink(campaign.id);
  const open = campaign.status === 'scheduled' || campaign.status === 'active';
  return (
    <FormSection title={t('go.share')} description={t('go.adminHint')}>
      <div className="refresh-go-panel">
        <QueryView query={link}>
          {(shown) => (
            <>
              {shown.url && !shown.revoked ? <CopyableUrl url={shown.url} label={t('go.url')} /> : <p className="muted">{t('go.none')}</p>}
              <RippleButton className="button" isDisabled={!open} isPending={issue.isPending} onPress={() => issue.mutate(undefined)}>
                {shown.url ? t('go.newLink') : t('go.makeLink')}
              </RippleButton>
              <FormError>{issue.isError ? problemText(issue.error) : null}</FormError>
            </>
          )}
        </QueryView>
        <OfferedKits kitIds={kitIdsOf(campaign.rules)} />
      </div>
    </FormSection>
  );
}

/** The kits' names, as the Device Hub calls them now; one retired since is no longer offered and not named. */
function OfferedKits({ kitIds }: { kitIds: readonly string[] }) {
  const { t } = useTranslation('campaigns-refresh');
  const kits = useOfferableKits();
  if (kitIds.length === 0) return <p className="muted">{t('go.offersNone')}</p>;
  const names = kits.data?.items.filter((kit) => kitIds.includes(kit.id)).map((kit) => kit.name);
  return <p>{names ? t('go.offers', { kits: names.join(', ') }) : '…'}</p>;
}
