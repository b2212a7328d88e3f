import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_SESSION, type ExternalSession } from '../../../application/visitors/external-session';
import { TextInput } from '../../kit/text-input';
import { useSubmit } from '../../kit/use-submit';
import { RippleButton } from '../../feedback/ripple-button';
import { useService } from '../../services/service-context';
import { FormError } from '../../kit/form-error';

/** Two steps: the address, then the six-digit code mailed to it. */
export default function ExternalLoginScreen() {
  const { t } = useTranslation('shell');
  const external = useService<ExternalSession>(EXTERNAL_SESSION);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const sendCode = useSubmit(async () => {
    await external.requestCode(email.trim());
    setCodeSent(true);
  });
  const signIn = useSubmit(() => external.signIn(email.trim(), code.trim()));
  const step = codeSent ? signIn : sendCode;
  return (
    <section className="screen screen--narrow" aria-labelledby="external-login-title">
      <h1 id="external-login-title">{t('routes.external-login')}</h1>
      <p className="screen__lead">{codeSent ? t('external.codeSent', { email: email.trim() }) : t('external.intro')}</p>
      <Form className="form" onSubmit={step.onSubmit}>
        <TextInput label={t('login.email')} type="email" isRequired autoComplete="email" value={email} onChange={setEmail} isReadOnly={codeSent} error={sendCode.fieldError('email')} />
        {codeSent && (
          <TextInput
            label={t('external.code')}
            isRequired
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            value={code}
            onChange={setCode}
            error={signIn.fieldError('code')}
          />
        )}
        <FormError>{step.error}</FormError>
        <RippleButton type="submit" className="button button--primary" isPending={step.pending}>
          {codeSent ? t('login.submit') : t('external.sendCode')}
        </RippleButton>
        {codeSent && (
          <RippleButton className="button" onPress={() => setCodeSent(false)}>
            {t('external.otherAddress')}
          </RippleButton>
        )}
      </Form>
    </section>
  );
}
