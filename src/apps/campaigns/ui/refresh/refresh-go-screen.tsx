import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import { useSingleFlight } from '../../../../ui/kit/use-single-flight';
import { FormSection } from '../../../../ui/kit/form-layout';
import { PageHeader } from '../../../../ui/kit/page-header';
import { RadioGroupField } from '../../../../ui/kit/radio-group-field';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { LoadingState } from '../../../../ui/kit/states';
import { TextInput } from '../../../../ui/kit/text-input';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { OfferedKit } from '../../application/ports/refresh-gateway';
import { useRefreshGoPage, useStartRefreshGo } from '../queries/refresh';
import { CopyableUrl } from '../pattern/copyable-url';
import { LinkProblem } from '../pattern/link-problem';
import { KitContents } from './kit-contents';

/**
 * /refresh-go-diagnostic/:link: the campaign's shareable address with a copy button, and the start of one's own
 * refresh: the new device (one of the Device Hub kits the campaign offers, or in one's own words when it offers none)
 * and the work address, where the return of the old device is mailed.
 */
export default function RefreshGoScreen({ match }: ScreenProps) {
  // The pattern's namespace loads with the page's (the link problem and the copy button speak it), so nothing suspends later.
  const { t } = useTranslation(['campaigns-refresh', 'campaigns-pattern']);
  const link = match.params.link ?? '';
  const page = useRefreshGoPage(link);
  return (
    <section className="screen campaigns refresh-public" aria-labelledby="refresh-go-title">
      <PageHeader title={page.data?.campaignName ?? t('go.title')} titleId="refresh-go-title" lead={page.data && t('go.lead')} />
      {page.isPending && <LoadingState />}
      {page.isError && <LinkProblem error={page.error} onRetry={() => void page.refetch()} />}
      {page.data && (
        <>
          <FormSection title={t('go.share')} description={t('go.shareHint')}>
            <CopyableUrl url={page.data.url} label={t('go.url')} />
          </FormSection>
          <StartForm link={link} kits={page.data.kits} />
        </>
      )}
    </section>
  );
}

function StartForm({ link, kits }: { link: string; kits: readonly OfferedKit[] }) {
  const { t } = useTranslation('campaigns-refresh');
  const { problemText, fieldProblemText } = useProblemText();
  const start = useStartRefreshGo(link);
  const [email, setEmail] = useState('');
  const [newDevice, setNewDevice] = useState('');
  const [kitId, setKitId] = useState<string | null>(null);
  // The answer and its problem are read from the mutation; the single flight only keeps a second press from sending.
  const submit = useSingleFlight(() => start.mutateAsync(kits.length > 0 ? { email: email.trim(), ...(kitId && { kitId }) } : { email: email.trim(), newDevice: newDevice.trim() }).then(() => undefined, () => undefined));
  if (start.isSuccess) {
    return (
      <p role="status" className="card refresh-go__done">
        {t('go.started')}
      </p>
    );
  }
  const fieldErrors = ['body.email', 'body.newDevice', 'body.kitId'].map((field) => fieldProblemText(start.error, field));
  const [emailError, newDeviceError, kitError] = fieldErrors;
  return (
    <FormSection title={t('go.start')} description={t('go.startHint')}>
      <Form
        className="refresh-go__form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit.run();
        }}
      >
        {kits.length > 0 ? (
          <RadioGroupField
            label={t('go.pick')}
            value={kitId}
            onChange={setKitId}
            isRequired
            error={kitError}
            options={kits.map((kit) => ({
              value: kit.id,
              label: (
                <span className="go-kit__text">
                  <span className="go-kit__name">{kit.name}</span>
                  {kit.description && <span className="go-kit__description">{kit.description}</span>}
                  <KitContents kit={kit} />
                </span>
              ),
            }))}
          />
        ) : (
          <TextInput
            label={t('go.newDevice')}
            description={t('go.newDeviceHint')}
            value={newDevice}
            onChange={setNewDevice}
            isRequired
            maxLength={200}
            error={newDeviceError}
          />
        )}
        <TextInput label={t('go.email')} type="email" value={email} onChange={setEmail} isRequired autoComplete="email" error={emailError} />
        <FormError>{start.isError && !fieldErrors.some(Boolean) ? problemText(start.error) : null}</FormError>
        <RippleButton type="submit" className="button button--primary" isPending={submit.pending}>
          {t('go.submit')}
        </RippleButton>
      </Form>
    </FormSection>
  );
}
