import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { RequestProblem } from '../../../../application/errors/request-problem';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormSection } from '../../../../ui/kit/form-layout';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { CAMPAIGN_KIND_UI } from '../kinds/campaign-kinds';
import { useCampaignMutation, useCampaignsGateway, useKeepCampaign } from '../queries/campaign-queries';
import { campaignFieldsOf, newCampaignDraft, type CampaignDraft } from './campaign-draft';
import { CampaignDateFields, CampaignMessageField, CampaignNameField, useDeadlineCheck } from './campaign-fields';
import { CampaignFrame } from './campaign-frame';
import { campaignKindOf } from './campaign-kind-of';
import { campaignPaths } from '../../domain/campaign-paths';
import { PeoplePicker, pickedPeople, type Picked } from './people-picker';
import { formatDay } from '../../../../ui/kit/format';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

type Step = 'who' | 'dates' | 'rules' | 'message';

/** The step whose fields a path of the request belongs to (`body.deadline` is on the dates). */
function stepOfField(path: string): Step {
  const field = path.replace(/^body\./, '').split('.')[0];
  if (field === 'people') return 'who';
  if (field === 'rules') return 'rules';
  if (field === 'name' || field === 'message') return 'message';
  return 'dates';
}

/** The base route of every kind: who (and which devices), when, the kind's rules, the message; then the campaign starts. */
export default function CampaignWizardScreen({ match }: ScreenProps) {
  const { t, i18n } = useTranslation('campaigns-pattern');
  const kind = campaignKindOf(match);
  const ui = CAMPAIGN_KIND_UI[kind];
  const [, navigate] = useLocation();
  const steps: Step[] = ui.RulesStep ? ['who', 'dates', 'rules', 'message'] : ['who', 'dates', 'message'];
  const [step, setStep] = useState(0);
  const [picked, setPicked] = useState<Picked>(new Map());
  const [opened] = useState<CampaignDraft>(() => newCampaignDraft(new Date().toISOString().slice(0, 10), ui.defaultRules ?? {}));
  const [draft, setDraft] = useState(opened);
  const gateway = useCampaignsGateway();
  const create = useCampaignMutation(() => gateway.create(kind, { ...campaignFieldsOf(draft), people: pickedPeople(picked) }));
  const keep = useKeepCampaign();
  const deadline = useDeadlineCheck(kind, draft);
  const current = steps[step]!;
  const submit = useSubmit(async () => {
    if (current === 'dates' && !deadline.passes()) return;
    if (step < steps.length - 1) return setStep(step + 1);
    try {
      const campaign = await create.mutateAsync(undefined);
      // The answer is the new campaign's details: its page shows them at once instead of loading them again.
      keep(campaign);
      navigate(campaignPaths(kind).details(campaign.id));
    } catch (error) {
      // The server names a field of an earlier step: that step is shown again, its message beside the field.
      const field = error instanceof RequestProblem ? error.fields[0] : undefined;
      if (field) setStep(Math.max(0, steps.indexOf(stepOfField(field.path))));
      throw error;
    }
  });
  useUnsavedValues([draft, picked], [opened, new Map()], submit.pending);
  const fieldError = (field: string) => (field === 'deadline' && deadline.error) || submit.fieldError(`body.${field}`);
  const RulesStep = ui.RulesStep;
  return (
    <CampaignFrame kind={kind} title={t('wizard.title')} lead={t(`wizard.lead.${kind}`)}>
      <ol className="campaign-steps" aria-label={t('wizard.stepsLabel')}>
        {steps.map((each, index) => (
          <li key={each} className="campaign-steps__step" aria-current={index === step ? 'step' : undefined}>
            <span className="campaign-steps__number">{index + 1}</span> {t(`steps.${each}`)}
          </li>
        ))}
      </ol>
      <Form className="form campaign-form" onSubmit={(event) => void submit.onSubmit(event)} aria-label={t(`steps.${current}`)}>
        {current === 'who' && (
          <FormSection title={t('steps.who')} description={t('wizard.whoHint')}>
            <PeoplePicker kind={kind} picked={picked} onChange={setPicked} picksDevices={ui.picksDevices} />
            {fieldError('people') && <FormError>{fieldError('people')}</FormError>}
          </FormSection>
        )}
        {current === 'dates' && <CampaignDateFields kind={kind} draft={draft} onChange={setDraft} fieldError={fieldError} />}
        {current === 'rules' && RulesStep && (
          <FormSection title={t('steps.rules')}>
            <RulesStep value={draft.rules} onChange={(rules) => setDraft({ ...draft, rules })} fieldError={(path) => fieldError(`rules.${path}`) ?? (path ? undefined : fieldError('rules'))} />
          </FormSection>
        )}
        {current === 'message' && (
          <FormSection title={t('steps.message')} description={t('wizard.messageHint')}>
            <CampaignNameField draft={draft} onChange={setDraft} fieldError={fieldError} />
            <CampaignMessageField draft={draft} onChange={setDraft} fieldError={fieldError} />
            <p className="muted">{t('wizard.summary', { count: picked.size, date: formatDay(draft.contactDate, i18n.language) })}</p>
          </FormSection>
        )}
        {submit.error && <FormError>{submit.error}</FormError>}
        <FormButtons cancel={{ href: campaignPaths(kind).list }} pending={submit.pending} submitLabel={step < steps.length - 1 ? t('wizard.next') : t('wizard.start')}>
          {step > 0 && (
            <RippleButton className="button" onPress={() => setStep(step - 1)}>
              {t('wizard.back')}
            </RippleButton>
          )}
        </FormButtons>
      </Form>
    </CampaignFrame>
  );
}
