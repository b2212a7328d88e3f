import { lazy, Suspense, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SIGN_IN, type SignIn } from '../../../application/session/sign-in';
import { FormError } from '../../kit/form-error';
import { TextInput } from '../../kit/text-input';
import { useSubmit } from '../../kit/use-submit';
import { RippleButton } from '../../feedback/ripple-button';
import { usePrerenderedForm } from '../../prerender/use-prerendered-form';
import { useService } from '../../services/service-context';
import { useQueryScope } from '../../queries/lazy-query-scope';

/** The buttons ask the server which providers there are: they load after the form, with TanStack Query. */
const IdentityProviderButtons = lazy(() => import('./identity-provider-buttons').then((module) => ({ default: module.IdentityProviderButtons })));

export default function LoginScreen() {
  const { t } = useTranslation('shell');
  const QueryScope = useQueryScope();
  const signIn = useService<SignIn>(SIGN_IN);
  // The page's HTML carries this form, so it shows before the scripts: what was typed there carries over.
  const prerendered = usePrerenderedForm();
  const [email, setEmail] = useState(() => prerendered.typed('email'));
  const [password, setPassword] = useState(() => prerendered.typed('password'));
  const [missing, setMissing] = useState(false);
  const submit = useSubmit(() => signIn.withPassword(email.trim(), password));

  return (
    <>
      <h1>{t('login.title')}</h1>
      <p>{t('login.intro')}</p>
      <Form
        {...prerendered.formProps}
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          setMissing(!email.trim() || !password);
          if (email.trim() && password) void submit.onSubmit();
        }}
      >
        <TextInput label={t('login.email')} type="email" name="email" autoComplete="username" value={email} onChange={setEmail} />
        <TextInput
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <FormError>{missing ? t('login.required') : submit.error && t('login.failed', { reason: submit.error })}</FormError>
        <RippleButton type="submit" className="button button--primary" isPending={submit.pending} isDisabled={!prerendered.live}>
          {submit.pending ? t('login.submitting') : t('login.submit')}
        </RippleButton>
      </Form>
      <Suspense fallback={null}>
        <QueryScope>
          <IdentityProviderButtons />
        </QueryScope>
      </Suspense>
      <p>
        {t('login.noAccount')} <Link href="/signup">{t('login.signup')}</Link>
      </p>
    </>
  );
}
