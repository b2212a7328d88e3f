import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { FormSection } from '../../../../ui/kit/form-layout';
import { QueryView } from '../../../../ui/kit/query-view';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { CampaignPerson } from '../../application/ports/campaign-views';
import type { CampaignKind } from '../../domain/campaign-kind';
import { useCampaignMutation, useCampaignPerson, useCampaignsGateway, useCandidates } from '../queries/campaign-queries';
import { PersonStateBadge } from './campaign-badges';
import { CampaignFrame } from './campaign-frame';
import { campaignKindOf } from './campaign-kind-of';
import { campaignPaths } from '../../domain/campaign-paths';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

/** campaign-edit-user: a person's name, address, contact date and devices, corrected. */
export default function EditPersonScreen({ match }: ScreenProps) {
  const { t } = useTranslation('campaigns-pattern');
  const kind = campaignKindOf(match);
  const id = match.params['id']!;
  const person = useCampaignPerson(kind, id, match.params['userid']!);
  return (
    <CampaignFrame kind={kind} title={person.data?.name ?? t('editPerson.title')} lead={t('editPerson.lead')} meta={person.data && <PersonStateBadge kind={kind} state={person.data.state} />}>
      <QueryView query={person}>{(loaded) => <EditPersonForm kind={kind} campaignId={id} person={loaded} />}</QueryView>
    </CampaignFrame>
  );
}

function EditPersonForm({ kind, campaignId, person }: { kind: CampaignKind; campaignId: string; person: CampaignPerson }) {
  const { t } = useTranslation('campaigns-pattern');
  const [, navigate] = useLocation();
  const paths = campaignPaths(kind);
  const [name, setName] = useState(person.name);
  const [email, setEmail] = useState(person.email);
  const [contactDate, setContactDate] = useState(person.contactDate);
  const [openedAssetIds] = useState<ReadonlySet<string>>(() => new Set(person.devices.flatMap((device) => (device.assetId ? [device.assetId] : []))));
  const [assetIds, setAssetIds] = useState(openedAssetIds);
  // What the person holds now, to add a device they were given since; what the campaign has already stays listed.
  const held = useCandidates(kind, { q: person.email, limit: 5 });
  const holding = held.data?.items.find((candidate) => candidate.userId === person.userId)?.devices ?? [];
  const offered = [
    ...person.devices.flatMap((device) => (device.assetId ? [{ assetId: device.assetId, label: `${device.model} · ${device.assetTag ?? ''}` }] : [])),
    ...holding.filter((device) => !person.devices.some((own) => own.assetId === device.assetId)).map((device) => ({ assetId: device.assetId, label: `${device.model} · ${device.assetTag}` })),
  ];
  const gateway = useCampaignsGateway();
  const update = useCampaignMutation(() => gateway.updatePerson(kind, campaignId, person.id, { version: person.version, name, email, contactDate, assetIds: [...assetIds] }));
  const submit = useSubmit(async () => {
    await update.mutateAsync(undefined);
    navigate(paths.details(campaignId));
  });
  useUnsavedValues([name, email, contactDate, assetIds], [person.name, person.email, person.contactDate, openedAssetIds], submit.pending);
  const toggle = (assetId: string) => {
    const next = new Set(assetIds);
    if (next.has(assetId)) next.delete(assetId);
    else next.add(assetId);
    setAssetIds(next);
  };
  return (
    <Form className="form campaign-form" onSubmit={(event) => void submit.onSubmit(event)}>
      <FormSection title={t('editPerson.who')}>
        <TextInput label={t('fields.personName')} isRequired value={name} onChange={setName} error={submit.fieldError('body.name')} />
        <TextInput label={t('fields.email')} type="email" isRequired value={email} onChange={setEmail} error={submit.fieldError('body.email')} />
        <TextInput label={t('fields.contactDate')} type="date" isRequired value={contactDate} onChange={setContactDate} description={t('editPerson.contactHint')} error={submit.fieldError('body.contactDate')} />
      </FormSection>
      <FormSection title={t('columns.devices')}>
        <QueryView query={held}>
          {() => (
            <fieldset className="campaign-picker__devices">
              <legend className="visually-hidden">{t('picker.devicesOf', { name: person.name })}</legend>
              {offered.length === 0 && <p className="muted">{t('picker.noDevices')}</p>}
              {offered.map((device) => (
                <label key={device.assetId} className="campaign-picker__choice">
                  <input type="checkbox" className="checkbox" checked={assetIds.has(device.assetId)} onChange={() => toggle(device.assetId)} />
                  <span>{device.label}</span>
                </label>
              ))}
            </fieldset>
          )}
        </QueryView>
      </FormSection>
      {submit.error && <FormError>{submit.error}</FormError>}
      <FormButtons cancel={{ href: paths.details(campaignId) }} pending={submit.pending} />
    </Form>
  );
}
