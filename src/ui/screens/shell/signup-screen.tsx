import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SIGN_IN, type SignIn } from '../../../application/session/sign-in';
import type { ScreenProps } from '../../routing/screen-props';
import { TextInput } from '../../kit/text-input';
import { useSubmit } from '../../kit/use-submit';
import { RippleButton } from '../../feedback/ripple-button';
import { useService } from '../../services/service-context';
import { FormError } from '../../kit/form-error';

/**
 * A new organisation and its owner, signed in at once. Opened by the setup link a production portal prints at its
 * first start (/signup?setup=TOKEN), it founds that portal's first organisation.
 */
export default function SignupScreen({ location }: ScreenProps) {
  const { t } = useTranslation('shell');
  const signIn = useService<SignIn>(SIGN_IN);
  const setupToken = new URLSearchParams(location.search).get('setup') || undefined;
  const [form, setForm] = useState({ organisationName: '', name: '', email: '', password: '' });
  const field = (key: keyof typeof form) => ({ value: form[key], onChange: (value: string) => setForm({ ...form, [key]: value }) });
  const submit = useSubmit(() => signIn.withSignUp({ ...form, setupToken }));
  return (
    <>
      <h1>{t(setupToken ? 'signup.setupTitle' : 'signup.title')}</h1>
      <p>{t(setupToken ? 'signup.setupIntro' : 'signup.intro')}</p>
      <Form className="form" onSubmit={submit.onSubmit}>
        <TextInput label={t('signup.organisation')} isRequired autoComplete="organization" {...field('organisationName')} error={submit.fieldError('organisationName')} />
        <TextInput label={t('signup.name')} isRequired autoComplete="name" {...field('name')} error={submit.fieldError('name')} />
        <TextInput label={t('login.email')} type="email" isRequired autoComplete="email" {...field('email')} error={submit.fieldError('email')} />
        <TextInput
          label={t('signup.password')}
          type="password"
          isRequired
          minLength={8}
          autoComplete="new-password"
          description={t('signup.passwordHint')}
          {...field('password')}
          error={submit.fieldError('password')}
        />
        <FormError>{submit.error}</FormError>
        <RippleButton type="submit" className="button button--primary" isPending={submit.pending}>
          {t('signup.submit')}
        </RippleButton>
      </Form>
      {setupToken ? null : (
        <p>
          {t('signup.haveAccount')} <Link href="/login">{t('login.submit')}</Link>
        </p>
      )}
    </>
  );
}
