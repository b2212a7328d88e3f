import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DEMO_REQUEST, type DemoRequestFlow } from '../../../application/visitors/demo-request';
import { useProblemText } from '../../kit/problem-text';
import { ScreenLoading } from '../../kit/screen-loading';
import { TextInput } from '../../kit/text-input';
import { useSubmit } from '../../kit/use-submit';
import { RippleButton } from '../../feedback/ripple-button';
import type { ScreenProps } from '../../routing/screen-props';
import { useService } from '../../services/service-context';
import { FormError } from '../../kit/form-error';

const EMPTY = { name: '', company: '', phone: '', fleetSize: '', message: '' };

/** /request-demo/:email/:token/plg: the link is checked first; only a valid one shows the form. */
export default function RequestDemoScreen({ match }: ScreenProps) {
  const { t } = useTranslation('shell');
  const { problemText } = useProblemText();
  const flow = useService<DemoRequestFlow>(DEMO_REQUEST);
  const { email = '', token = '' } = match.params;
  const check = useQuery({
    queryKey: ['demo-token', email, token],
    queryFn: async () => {
      await flow.verify(email, token);
      return true;
    },
    retry: false,
  });
  const [form, setForm] = useState(EMPTY);
  const field = (key: keyof typeof EMPTY) => ({ value: form[key], onChange: (value: string) => setForm({ ...form, [key]: value }) });
  const submit = useSubmit(() =>
    flow.submit({
      email,
      token,
      name: form.name,
      company: form.company,
      ...(form.phone.trim() && { phone: form.phone.trim() }),
      ...(form.fleetSize.trim() && { fleetSize: Number(form.fleetSize) }),
      ...(form.message.trim() && { message: form.message.trim() }),
    }),
  );
  return (
    <section className="screen screen--narrow" aria-labelledby="demo-title">
      <h1 id="demo-title">{t('routes.request-demo')}</h1>
      {check.isPending && <ScreenLoading />}
      <FormError>{check.isError && problemText(check.error)}</FormError>
      {check.isSuccess && (
        <>
          <p className="screen__lead">{t('demo.intro', { email })}</p>
          <Form className="form" onSubmit={submit.onSubmit}>
            <TextInput label={t('demo.name')} isRequired autoComplete="name" {...field('name')} error={submit.fieldError('name')} />
            <TextInput label={t('demo.company')} isRequired autoComplete="organization" {...field('company')} error={submit.fieldError('company')} />
            <TextInput label={t('demo.phone')} type="tel" autoComplete="tel" {...field('phone')} error={submit.fieldError('phone')} />
            <TextInput label={t('demo.fleetSize')} inputMode="numeric" pattern="[0-9]*" description={t('demo.fleetSizeHint')} {...field('fleetSize')} error={submit.fieldError('fleetSize')} />
            <TextInput label={t('demo.message')} {...field('message')} error={submit.fieldError('message')} />
            <FormError>{submit.error}</FormError>
            <RippleButton type="submit" className="button button--primary" isPending={submit.pending}>
              {t('demo.submit')}
            </RippleButton>
          </Form>
        </>
      )}
    </section>
  );
}
