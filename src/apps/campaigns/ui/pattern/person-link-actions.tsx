import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../ui/kit/form-error';
import { formatTimestamp } from '../../../../ui/kit/format';
import { useProblemText } from '../../../../ui/kit/problem-text';
import type { CampaignDetail, CampaignPerson, IssuedLink } from '../../application/ports/campaign-views';
import { PUBLIC_LINK_PATHS } from '../../domain/campaign-link';
import { useCampaignMutation, useCampaignsGateway } from '../queries/campaign-queries';
import { CopyableUrl } from './copyable-url';
import type { MenuAction } from './menu-action';

/**
 * A person's public link as items of their row's menu: a new link to copy (named for what it opens: the return page,
 * the diagnostic), mailed again, or withdrawn. A kind without public pages for its people (Loop) has none.
 */
export function useLinkActions(campaign: CampaignDetail, person: CampaignPerson): MenuAction[] {
  const { t, i18n } = useTranslation('campaigns-pattern');
  const { problemText } = useProblemText();
  const gateway = useCampaignsGateway();
  const [issued, setIssued] = useState<{ link: IssuedLink } | { failure: string } | null>(null);
  const issue = useCampaignMutation((send: boolean) => gateway.issueLink(campaign.kind, campaign.id, person.id, send));
  const revoke = useCampaignMutation(() => gateway.revokeLink(campaign.kind, campaign.id, person.id));
  if (!PUBLIC_LINK_PATHS[campaign.kind]) return [];
  // Links are stored hashed: the one mailed cannot be shown again, so copying makes a new one, which withdraws it.
  const makeLink = () => {
    setIssued(null);
    issue.mutateAsync(false).then(
      (link) => setIssued({ link }),
      (error: unknown) => setIssued({ failure: problemText(error) }),
    );
  };
  const closed = campaign.status !== 'scheduled' && campaign.status !== 'active';
  return [
    {
      id: 'link-copy',
      kind: 'dialog',
      label: t(`link.copyOf.${campaign.kind}`),
      title: t(`link.titleOf.${campaign.kind}`, { name: person.name }),
      isDisabled: closed,
      onOpen: makeLink,
      content: () =>
        issued === null ? (
          <p role="status">{t('link.making')}</p>
        ) : 'failure' in issued ? (
          <FormError>{issued.failure}</FormError>
        ) : (
          <CopyableUrl url={issued.link.url} label={t('link.url')} note={t('link.expires', { date: formatTimestamp(issued.link.expiresAt, i18n.language) })} copyAtOnce />
        ),
    },
    { id: 'link-send', kind: 'run', label: t('link.send'), isDisabled: closed, done: t('link.sent', { name: person.name }), run: () => issue.mutateAsync(true) },
    ...(person.link?.status === 'active'
      ? [{ id: 'link-revoke', kind: 'run', label: t('link.revoke'), done: t('link.revoked', { name: person.name }), run: () => revoke.mutateAsync(undefined) } as const]
      : []),
  ];
}
