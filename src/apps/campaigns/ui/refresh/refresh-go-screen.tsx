import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import { FormSection } from '../../../../ui/kit/form-layout';
import { PageHeader } from '../../../../ui/kit/page-header';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { LoadingState } from '../../../../ui/kit/states';
import { TextInput } from '../../../../ui/kit/text-input';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { useRefreshGoPage, useStartRefreshGo } from '../queries/refresh';
import { CopyableUrl } from '../pattern/copyable-url';
import { LinkProblem } from '../pattern/link-problem';

/**
 * /refresh-go-diagnostic/:link: the campaign's shareable address with a copy button, and the start of one's own
 * refresh: the new device wanted (free text until the Device Hub's kits can be picked here) and the work address,
 * where the return of the old device is mailed.
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
          <StartForm link={link} />
        </>
      )}
    </section>
  );
}

function StartForm({ link }: { link: string }) {
  const { t } = useTranslation('campaigns-refresh');
  const { problemText, fieldProblemText } = useProblemText();
  const start = useStartRefreshGo(link);
  const [email, setEmail] = useState('');
  const [newDevice, setNewDevice] = useState('');
  if (start.isSuccess) {
    return (
      <p role="status" className="card refresh-go__done">
        {t('go.started')}
      </p>
    );
  }
  return (
    <FormSection title={t('go.start')} description={t('go.startHint')}>
      <Form
        className="refresh-go__form"
        onSubmit={(event) => {
          event.preventDefault();
          start.mutate({ email: email.trim(), newDevice: newDevice.trim() });
        }}
      >
        <TextInput label={t('go.email')} type="email" value={email} onChange={setEmail} isRequired autoComplete="email" error={fieldProblemText(start.error, 'body.email')} />
        <TextInput
          label={t('go.newDevice')}
          description={t('go.newDeviceHint')}
          value={newDevice}
          onChange={setNewDevice}
          isRequired
          maxLength={200}
          error={fieldProblemText(start.error, 'body.newDevice')}
        />
        <FormError>{start.isError && !fieldProblemText(start.error, 'body.email') && !fieldProblemText(start.error, 'body.newDevice') ? problemText(start.error) : null}</FormError>
        <RippleButton type="submit" className="button button--primary" isPending={start.isPending}>
          {t('go.submit')}
        </RippleButton>
      </Form>
    </FormSection>
  );
}
