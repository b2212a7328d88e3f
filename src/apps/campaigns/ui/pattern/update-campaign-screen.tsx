import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { FormSection } from '../../../../ui/kit/form-layout';
import { QueryView } from '../../../../ui/kit/query-view';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { CampaignDetail } from '../../application/ports/campaign-views';
import { CAMPAIGN_KIND_UI } from '../kinds/campaign-kinds';
import { useCampaign, useCampaignMutation, useCampaignsGateway } from '../queries/campaign-queries';
import { campaignFieldsOf, draftOf, type CampaignDraft } from './campaign-draft';
import { CampaignDateFields, CampaignMessageField, CampaignNameField, useDeadlineCheck } from './campaign-fields';
import { CampaignFrame } from './campaign-frame';
import { campaignKindOf } from './campaign-kind-of';
import { campaignPaths } from '../../domain/campaign-paths';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

/** update-campaign: name, dates, reminders, the kind's rules and the message of a running campaign. */
export default function UpdateCampaignScreen({ match }: ScreenProps) {
  const { t } = useTranslation('campaigns-pattern');
  const kind = campaignKindOf(match);
  const campaign = useCampaign(kind, match.params['campaignid']!);
  return (
    <CampaignFrame kind={kind} title={t('update.title')} lead={t('update.lead')}>
      <QueryView query={campaign}>{(loaded) => <UpdateForm campaign={loaded} />}</QueryView>
    </CampaignFrame>
  );
}

function UpdateForm({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation('campaigns-pattern');
  const [, navigate] = useLocation();
  const ui = CAMPAIGN_KIND_UI[campaign.kind];
  const paths = campaignPaths(campaign.kind);
  const [opened] = useState<CampaignDraft>(() => draftOf(campaign));
  const [draft, setDraft] = useState(opened);
  const gateway = useCampaignsGateway();
  const update = useCampaignMutation(() => gateway.update(campaign.kind, campaign.id, { ...campaignFieldsOf(draft), version: campaign.version }));
  const deadline = useDeadlineCheck(campaign.kind, draft);
  const submit = useSubmit(async () => {
    if (!deadline.passes()) return;
    await update.mutateAsync(undefined);
    navigate(paths.details(campaign.id));
  });
  useUnsavedValues(draft, opened, submit.pending);
  const fieldError = (field: string) => (field === 'deadline' && deadline.error) || submit.fieldError(`body.${field}`);
  const RulesStep = ui.RulesStep;
  return (
    <Form className="form campaign-form" onSubmit={(event) => void submit.onSubmit(event)}>
      <FormSection title={t('steps.message')}>
        <CampaignNameField draft={draft} onChange={setDraft} fieldError={fieldError} />
        <CampaignMessageField draft={draft} onChange={setDraft} fieldError={fieldError} />
      </FormSection>
      <CampaignDateFields kind={campaign.kind} draft={draft} onChange={setDraft} fieldError={fieldError} />
      {RulesStep && (
        <FormSection title={t('steps.rules')}>
          <RulesStep value={draft.rules} onChange={(rules) => setDraft({ ...draft, rules })} fieldError={(path) => fieldError(`rules.${path}`)} />
        </FormSection>
      )}
      {submit.error && <FormError>{submit.error}</FormError>}
      <FormButtons cancel={{ href: paths.details(campaign.id) }} pending={submit.pending} />
    </Form>
  );
}
