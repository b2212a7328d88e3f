import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { QueryView } from '../../../../ui/kit/query-view';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { CampaignDetail } from '../../application/ports/campaign-views';
import { CAMPAIGN_KIND_UI } from '../kinds/campaign-kinds';
import { useCampaign, useCampaignMutation, useCampaignPeople, useCampaignsGateway } from '../queries/campaign-queries';
import { CampaignFrame } from './campaign-frame';
import { campaignKindOf } from './campaign-kind-of';
import { campaignPaths } from '../../domain/campaign-paths';
import { PeoplePicker, pickedPeople, type Picked } from './people-picker';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

/** campaign-add-user: more people (and their devices) for a running campaign; their reminders start from today. */
export default function AddPeopleScreen({ match }: ScreenProps) {
  const { t } = useTranslation('campaigns-pattern');
  const kind = campaignKindOf(match);
  const campaign = useCampaign(kind, match.params['id']!);
  return (
    <CampaignFrame kind={kind} title={t('addPeople.title')} lead={t('addPeople.lead')}>
      <QueryView query={campaign}>{(loaded) => <AddPeopleForm campaign={loaded} />}</QueryView>
    </CampaignFrame>
  );
}

/** The most people one page of the campaign holds: those already in it are not offered again. */
const IN_CAMPAIGN_PAGE = 200;

function AddPeopleForm({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation('campaigns-pattern');
  const [, navigate] = useLocation();
  const paths = campaignPaths(campaign.kind);
  const [picked, setPicked] = useState<Picked>(new Map());
  const present = useCampaignPeople(campaign.kind, campaign.id, { pageSize: IN_CAMPAIGN_PAGE });
  const gateway = useCampaignsGateway();
  const add = useCampaignMutation(() => gateway.addPeople(campaign.kind, campaign.id, pickedPeople(picked)));
  const submit = useSubmit(async () => {
    await add.mutateAsync(undefined);
    navigate(paths.details(campaign.id));
  });
  useUnsavedValues(picked.size, 0, submit.pending);
  const exclude = present.data?.items.flatMap((person) => (person.userId ? [person.userId] : [])) ?? [];
  return (
    <Form className="form campaign-form" onSubmit={(event) => void submit.onSubmit(event)}>
      <PeoplePicker kind={campaign.kind} picked={picked} onChange={setPicked} picksDevices={CAMPAIGN_KIND_UI[campaign.kind].picksDevices} exclude={exclude} />
      {submit.error && <FormError>{submit.error}</FormError>}
      <FormButtons cancel={{ href: paths.details(campaign.id) }} pending={submit.pending} isDisabled={picked.size === 0} submitLabel={t('addPeople.submit', { count: picked.size })} />
    </Form>
  );
}
