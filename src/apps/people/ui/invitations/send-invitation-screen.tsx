import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { FormSection } from '../../../../ui/kit/form-layout';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { SelectField } from '../../../../ui/kit/select-field';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';
import type { InvitationOptions, NewInvitation } from '../../application/ports/onboarding-gateway';
import { DEFAULT_INVITATION_DAYS } from '../../domain/invitation-status';
import { onboardPaths } from '../onboard/onboard-paths';
import { useInvitationOptions, useInvite } from '../queries/onboarding';

const ROLES = ['employee', 'agent', 'manager', 'admin'] as const;
type Form = { email: string; name: string; role: (typeof ROLES)[number]; team: string; managerId: string; locationId: string; language: 'en' | 'de'; expiresInDays: string; startDay: string; kitIds: string[] };

function blankForm(options: InvitationOptions): Form {
  return { email: '', name: '', role: 'employee', team: '', managerId: '', locationId: '', language: options.language, expiresInDays: String(DEFAULT_INVITATION_DAYS), startDay: '', kitIds: [] };
}

function requestOf(form: Form): NewInvitation {
  return {
    email: form.email,
    name: form.name.trim() || null,
    role: form.role,
    team: form.team.trim() || null,
    managerId: form.managerId || null,
    locationId: form.locationId || null,
    language: form.language,
    expiresInDays: Number(form.expiresInDays),
    startDay: form.startDay || null,
    kitIds: form.kitIds,
  };
}

/** team-suite/send-invitation: invite a person (a hire, with a first day and the kits they may choose). */
export default function SendInvitationScreen() {
  const { t } = useTranslation('people-invitations');
  const options = useInvitationOptions();
  return (
    <section className="screen people-onboard" aria-labelledby="send-invitation-title">
      <PageHeader title={t('send.title')} titleId="send-invitation-title" lead={t('send.lead')} />
      <QueryView query={options}>{(loaded) => <InvitationForm options={loaded} />}</QueryView>
    </section>
  );
}

function InvitationForm({ options }: { options: InvitationOptions }) {
  const { t } = useTranslation('people-invitations');
  const [, navigate] = useLocation();
  const blank = blankForm(options);
  const [form, setForm] = useState<Form>(blank);
  const invite = useInvite();
  const change = <K extends keyof Form>(key: K) => (value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));
  const submit = useSubmit(async () => {
    await invite.mutateAsync([requestOf(form)]);
    navigate(`${onboardPaths.invitations}?sent=${encodeURIComponent(form.email)}`);
  });
  // Not while it is sent: the list it leads to opens without asking (a flag set beside the navigation came too late).
  useUnsavedValues(form, blank, submit.pending);
  const toggleKit = (id: string, on: boolean) => change('kitIds')(on ? [...form.kitIds, id] : form.kitIds.filter((each) => each !== id));
  return (
    <form className="form people-form" onSubmit={submit.onSubmit} noValidate>
      {submit.error && <FormError>{submit.error}</FormError>}
      <FormSection title={t('send.who')}>
        <TextInput label={t('fields.email')} type="email" isRequired value={form.email} onChange={change('email')} error={submit.fieldError('email')} autoComplete="off" />
        <TextInput label={t('fields.name')} value={form.name} onChange={change('name')} error={submit.fieldError('name')} />
        <SelectField label={t('fields.language')} value={form.language} onChange={(value) => change('language')(value as Form['language'])} error={submit.fieldError('language')}>
          <option value="en">English</option>
          <option value="de">Deutsch</option>
        </SelectField>
      </FormSection>
      <FormSection title={t('send.place')}>
        <SelectField label={t('fields.role')} value={form.role} onChange={(value) => change('role')(value as Form['role'])} error={submit.fieldError('role')}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <TextInput label={t('fields.team')} value={form.team} onChange={change('team')} error={submit.fieldError('team')} />
        <SelectField label={t('fields.manager')} value={form.managerId} onChange={change('managerId')} emptyLabel={t('fields.none')} error={submit.fieldError('managerId')}>
          {options.managers.map((manager) => (
            <option key={manager.id} value={manager.id}>
              {manager.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('fields.location')} value={form.locationId} onChange={change('locationId')} emptyLabel={t('fields.none')} error={submit.fieldError('locationId')}>
          {options.locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </SelectField>
      </FormSection>
      <FormSection title={t('send.onboarding')} description={t('send.onboardingHint')}>
        <TextInput label={t('fields.startDay')} type="date" value={form.startDay} onChange={change('startDay')} error={submit.fieldError('startDay')} />
        <fieldset className="people-kits">
          <legend>{t('fields.kits')}</legend>
          {options.kits.length === 0 && <p className="muted">{t('send.noKits')}</p>}
          {options.kits.map((kit) => (
            <label key={kit.id} className="people-kit-choice">
              <input type="checkbox" checked={form.kitIds.includes(kit.id)} onChange={(event) => toggleKit(kit.id, event.target.checked)} />
              <span>
                <strong>{kit.name}</strong>
                <span className="muted">{kit.components.map((part) => (part.quantity > 1 ? `${part.quantity} × ${part.name}` : part.name)).join(', ')}</span>
              </span>
            </label>
          ))}
          {submit.fieldError('kitIds') && <p className="field-error">{submit.fieldError('kitIds')}</p>}
        </fieldset>
        <TextInput label={t('fields.expiresInDays')} type="number" inputMode="numeric" value={form.expiresInDays} onChange={change('expiresInDays')} error={submit.fieldError('expiresInDays')} />
      </FormSection>
      <FormButtons cancel={{ href: onboardPaths.invitations }} submitLabel={t('send.submit')} pending={submit.pending} />
    </form>
  );
}
