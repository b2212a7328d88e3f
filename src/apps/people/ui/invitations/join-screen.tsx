import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ErrorState, LoadingState } from '../../../../ui/kit/states';
import { formatDay } from '../../../../ui/kit/format';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { FormSection } from '../../../../ui/kit/form-layout';
import { PageHeader } from '../../../../ui/kit/page-header';
import { RadioGroupField } from '../../../../ui/kit/radio-group-field';
import { SelectField } from '../../../../ui/kit/select-field';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { Acceptance, PublicInvitation } from '../../application/ports/onboarding-gateway';
import { useAccept, usePublicInvitation } from '../queries/onboarding';

/** join/:token: the invitee sets up their account, and picks their kit and where it goes, without signing in. */
export default function JoinScreen({ match }: ScreenProps) {
  const { t } = useTranslation('people-invitations');
  const token = match.params['token']!;
  const page = usePublicInvitation(token);
  return (
    <section className="screen people-onboard people-join" aria-labelledby="join-title">
      <PageHeader title={page.data ? t('join.title', { organisation: page.data.organisationName }) : t('join.titlePlain')} titleId="join-title" />
      {page.isPending ? <LoadingState /> : page.isError ? <ErrorState message={t('join.unknown')} /> : <JoinForm token={token} page={page.data} />}
    </section>
  );
}

type Where = 'place' | 'home';

function JoinForm({ token, page }: { token: string; page: PublicInvitation }) {
  const { t, i18n } = useTranslation('people-invitations');
  const accept = useAccept(token);
  const [name, setName] = useState(page.name ?? '');
  const [password, setPassword] = useState('');
  const [kitId, setKitId] = useState<string | null>(page.kits.length === 1 ? page.kits[0]!.id : null);
  const [where, setWhere] = useState<Where>(page.deliveryPlaces.length > 0 ? 'place' : 'home');
  const [placeId, setPlaceId] = useState(page.deliveryPlaces[0]?.id ?? '');
  const [address, setAddress] = useState({ line1: '', line2: '', postcode: '', city: '', country: 'DE' });
  const [done, setDone] = useState<{ orderDay: string | null; orderLate: boolean } | null>(null);
  const offered = page.kits.length > 0;
  const acceptance = (): Acceptance => ({
    name,
    password,
    ...(offered && {
      kitId,
      delivery: where === 'place' ? { kind: 'place', placeId } : { kind: 'home', address: { name, line1: address.line1, line2: address.line2 || null, postcode: address.postcode, city: address.city, country: address.country } },
    }),
  });
  const submit = useSubmit(async () => setDone(await accept.mutateAsync(acceptance())));
  if (done) {
    return (
      <div role="status" className="people-join-done">
        <p>{t('join.done', { email: page.email })}</p>
        {done.orderDay && <p>{done.orderLate ? t('join.kitLate') : t('join.kitOn', { day: formatDay(done.orderDay, i18n.language) })}</p>}
        <Link href="/login" className="button button--primary">
          {t('join.signIn')}
        </Link>
      </div>
    );
  }
  const setLine = (key: keyof typeof address) => (value: string) => setAddress((current) => ({ ...current, [key]: value }));
  return (
    <form className="form people-form" onSubmit={submit.onSubmit} noValidate>
      <p className="people-join-lead">
        {t('join.lead', { inviter: page.invitedByName ?? page.organisationName, role: t(`roles.${page.role}`, { defaultValue: page.role }) })}
        {page.startDay && ` ${t('join.startDay', { day: formatDay(page.startDay, i18n.language) })}`}
      </p>
      {submit.error && <FormError>{submit.error}</FormError>}
      {offered && (
        <FormSection title={t('join.kitSection')}>
          <RadioGroupField
            label={t('join.kit')}
            value={kitId}
            onChange={setKitId}
            isRequired
            error={submit.fieldError('kitId')}
            options={page.kits.map((kit) => ({
              value: kit.id,
              label: (
                <span className="people-kit-label">
                  <strong>{kit.name}</strong>
                  <span className="muted">{kit.components.map((part) => (part.quantity > 1 ? `${part.quantity} × ${part.name}` : part.name)).join(', ')}</span>
                </span>
              ),
            }))}
          />
          <RadioGroupField<Where>
            label={t('join.where')}
            value={where}
            onChange={setWhere}
            options={[
              ...(page.deliveryPlaces.length > 0 ? [{ value: 'place' as const, label: t('join.toOffice') }] : []),
              { value: 'home' as const, label: t('join.toHome') },
            ]}
          />
          {where === 'place' ? (
            <SelectField label={t('join.office')} value={placeId} onChange={setPlaceId} error={submit.fieldError('delivery.placeId')}>
              {page.deliveryPlaces.map((place) => (
                <option key={place.id} value={place.id}>
                  {place.city ? `${place.name}, ${place.city}` : place.name}
                </option>
              ))}
            </SelectField>
          ) : (
            <fieldset className="people-address">
              <legend>{t('join.address')}</legend>
              <TextInput label={t('address.line1')} isRequired value={address.line1} onChange={setLine('line1')} autoComplete="address-line1" error={submit.fieldError('delivery.address.line1')} />
              <TextInput label={t('address.line2')} value={address.line2} onChange={setLine('line2')} autoComplete="address-line2" />
              <TextInput label={t('address.postcode')} isRequired value={address.postcode} onChange={setLine('postcode')} autoComplete="postal-code" error={submit.fieldError('delivery.address.postcode')} />
              <TextInput label={t('address.city')} isRequired value={address.city} onChange={setLine('city')} autoComplete="address-level2" error={submit.fieldError('delivery.address.city')} />
              <TextInput label={t('address.country')} isRequired value={address.country} onChange={setLine('country')} autoComplete="country" description={t('address.countryHint')} error={submit.fieldError('delivery.address.country')} />
            </fieldset>
          )}
        </FormSection>
      )}
      <FormSection title={t('join.account')}>
        <TextInput label={t('fields.email')} value={page.email} isReadOnly />
        <TextInput label={t('join.name')} isRequired value={name} onChange={setName} autoComplete="name" error={submit.fieldError('name')} />
        <TextInput label={t('join.password')} type="password" isRequired value={password} onChange={setPassword} autoComplete="new-password" description={t('join.passwordHint')} error={submit.fieldError('password')} />
      </FormSection>
      <FormButtons submitLabel={t('join.submit')} pending={submit.pending} />
    </form>
  );
}
