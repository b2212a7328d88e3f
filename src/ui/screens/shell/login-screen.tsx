import { useState, type FormEvent } from 'react';
import { Form, Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SIGN_IN, type SignIn } from '../../../application/session/sign-in';
import { RippleButton } from '../../feedback/ripple-button';
import { useService } from '../../services/service-context';

export default function LoginScreen() {
  const { t } = useTranslation('shell');
  const signIn = useService<SignIn>(SIGN_IN);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await signIn.execute(email.trim(), password);
    } catch (failure) {
      setError(t('login.failed', { reason: failure instanceof Error ? failure.message : String(failure) }));
      setSubmitting(false);
    }
  };

  return (
    <>
      <h1>{t('login.title')}</h1>
      <p>{t('login.intro')}</p>
      <Form className="form" onSubmit={onSubmit}>
        <TextField className="field" type="email" name="email" autoComplete="username" value={email} onChange={setEmail}>
          <Label>{t('login.email')}</Label>
          <Input className="input" />
        </TextField>
        <TextField
          className="field"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        >
          <Label>{t('login.password')}</Label>
          <Input className="input" />
        </TextField>
        {error && (
          <p className="form__error" role="alert">
            {error}
          </p>
        )}
        <RippleButton type="submit" className="button button--primary" isPending={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </RippleButton>
      </Form>
      <p>
        {t('login.noAccount')} <Link href="/signup">{t('login.signup')}</Link>
      </p>
    </>
  );
}
