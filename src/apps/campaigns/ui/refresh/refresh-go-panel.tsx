import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import { FormSection } from '../../../../ui/kit/form-layout';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { QueryView } from '../../../../ui/kit/query-view';
import type { CampaignDetail } from '../../application/ports/campaign-views';
import { useIssueShareLink, useShareLink } from '../queries/refresh';
import { CopyableUrl } from '../pattern/copyable-url';

/** Refresh Go's panel on the details page: the campaign's shareable address to copy, or a new one (the old stops opening). */
export function RefreshGoPanel({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation('campaigns-refresh');
  const { problemText } = useProblemText();
  const link = useShareLink(campaign.id);
  const issue = useIssueShareLink(campaign.id);
  const open = campaign.status === 'scheduled' || campaign.status === 'active';
  return (
    <FormSection title={t('go.share')} description={t('go.adminHint')}>
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
    </FormSection>
  );
}
