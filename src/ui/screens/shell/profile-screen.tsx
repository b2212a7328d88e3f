import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../application/ports/account-gateway';
import { QueryView } from '../../kit/query-view';
import { TextInput } from '../../kit/text-input';
import { useSubmit } from '../../kit/use-submit';
import { RippleButton } from '../../feedback/ripple-button';
import { useChangePassword, useProfile, useUpdateProfile } from '../../queries/use-account';
import { SessionsTable } from './sessions-table';
import { FormError } from '../../kit/form-error';
import { PageHeader } from '../../kit/page-header';
import { useUnsavedValues } from '../../routing/use-unsaved-changes';

/** The name form keeps what was typed when someone else changed the profile meanwhile, beside their version. */
function DetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('shell');
  const [name, setName] = useState(profile.name);
  const update = useUpdateProfile();
  const submit = useSubmit(() => update.mutateAsync({ name, version: profile.version }));
  useUnsavedValues(name, profile.name, submit.pending);
  return (
    <Form className="form" onSubmit={submit.onSubmit}>
      <TextInput label={t('profile.name')} isRequired value={name} onChange={setName} autoComplete="name" error={submit.fieldError('name')} />
      <dl className="facts">
        <dt>{t('login.email')}</dt>
        <dd>{profile.email}</dd>
        <dt>{t('profile.role')}</dt>
        <dd>{t(`roles.${profile.role}`, { defaultValue: profile.role })}</dd>
        <dt>{t('profile.organisation')}</dt>
        <dd>{profile.organisationName}</dd>
      </dl>
      <FormError>
        {submit.error && `${submit.error} ${name !== profile.name ? t('profile.theirs', { name: profile.name }) : ''}`.trim()}
      </FormError>
      {update.isSuccess && !submit.pending && !submit.error && <p role="status">{t('profile.saved')}</p>}
      <RippleButton type="submit" className="button button--primary" isPending={submit.pending}>
        {t('profile.save')}
      </RippleButton>
    </Form>
  );
}

function PasswordForm() {
  const { t } = useTranslation('shell');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const change = useChangePassword();
  const submit = useSubmit(async () => {
    await change.mutateAsync({ current, next });
    setCurrent('');
    setNext('');
  });
  useUnsavedValues([current, next], ['', ''], submit.pending);
  return (
    <Form className="form" onSubmit={submit.onSubmit}>
      <TextInput label={t('profile.currentPassword')} type="password" isRequired autoComplete="current-password" value={current} onChange={setCurrent} error={submit.fieldError('currentPassword')} />
      <TextInput
        label={t('profile.newPassword')}
        type="password"
        isRequired
        minLength={8}
        autoComplete="new-password"
        description={t('signup.passwordHint')}
        value={next}
        onChange={setNext}
        error={submit.fieldError('newPassword')}
      />
      <FormError>{submit.error}</FormError>
      {change.isSuccess && !submit.error && <p role="status">{t('profile.passwordChanged')}</p>}
      <RippleButton type="submit" className="button" isPending={submit.pending}>
        {t('profile.changePassword')}
      </RippleButton>
    </Form>
  );
}

export default function ProfileScreen() {
  const { t } = useTranslation('shell');
  const profile = useProfile();
  return (
    <section className="screen screen--narrow" aria-labelledby="profile-title">
      <PageHeader title={t('routes.profile')} titleId="profile-title" />
      <section aria-labelledby="profile-details" className="panel">
        <h2 id="profile-details">{t('profile.details')}</h2>
        <QueryView query={profile}>{(data) => <DetailsForm profile={data} />}</QueryView>
      </section>
      <section aria-labelledby="profile-password" className="panel">
        <h2 id="profile-password">{t('profile.password')}</h2>
        <PasswordForm />
      </section>
      <section aria-labelledby="profile-sessions" className="panel">
        <h2 id="profile-sessions">{t('profile.sessions')}</h2>
        <SessionsTable />
      </section>
    </section>
  );
}
