import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../domain/webhooks/webhook-events';
import { RippleButton } from '../../../ui/feedback/ripple-button';
import { FormButtons } from '../../../ui/kit/form-buttons';
import { FormError } from '../../../ui/kit/form-error';
import { ModalDialog } from '../../../ui/kit/modal-dialog';
import { TextInput } from '../../../ui/kit/text-input';
import { useSubmit } from '../../../ui/kit/use-submit';
import { useUnsavedValues } from '../../../ui/routing/use-unsaved-changes';
import type { WebhookEndpoint } from '../application/ports/webhooks-gateway';
import { useCreateEndpoint, useUpdateEndpoint } from './queries/webhooks';
import { SecretShownOnce } from './secret-shown-once';

/** The words of a secret shown once, for an endpoint made or a secret rotated. */
export function useSecretWords() {
  const { t } = useTranslation('integrations-webhooks');
  return { once: t('secret.once'), label: t('secret.label'), copy: t('secret.copy'), copied: t('secret.copied'), done: t('secret.done') };
}

/** The events as checkboxes, each with its description and its type as receivers see it. */
function EventPicker({ offered, chosen, onChange }: { offered: readonly WebhookEventType[]; chosen: readonly WebhookEventType[]; onChange: (next: WebhookEventType[]) => void }) {
  const { t } = useTranslation('integrations-webhooks');
  const toggle = (type: WebhookEventType, on: boolean) => onChange(WEBHOOK_EVENT_TYPES.filter((each) => (each === type ? on : chosen.includes(each))));
  return (
    <fieldset className="field">
      <legend>{t('form.events')}</legend>
      <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {offered.map((type) => (
          <li key={type}>
            <label className="checkbox">
              <input type="checkbox" checked={chosen.includes(type)} onChange={(event) => toggle(type, event.target.checked)} /> <code>{type}</code> · {t(`events.${type}`)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * Adds an endpoint (then shows its secret once) or changes one; leaving with typed changes asks first. An app's
 * connections page adds one for that app's events only, all of them chosen to begin with.
 */
function EndpointForm({ endpoint, events, onDone }: { endpoint?: WebhookEndpoint; events?: readonly WebhookEventType[]; onDone: () => void }) {
  const { t } = useTranslation('integrations-webhooks');
  const words = useSecretWords();
  const create = useCreateEndpoint();
  const update = useUpdateEndpoint();
  const baseline = { url: endpoint?.url ?? '', description: endpoint?.description ?? '', eventTypes: [...(endpoint?.eventTypes ?? events ?? [])], enabled: endpoint?.enabled ?? true };
  const [values, setValues] = useState(baseline);
  const [made, setMade] = useState<string | null>(null);
  const submit = useSubmit(async () => {
    const fields = { ...values, url: values.url.trim(), description: values.description.trim() };
    if (endpoint) {
      await update.mutateAsync({ id: endpoint.id, change: { ...fields, version: endpoint.version } });
      onDone();
    } else {
      setMade((await create.mutateAsync(fields)).secret);
    }
  });
  useUnsavedValues(values, baseline, submit.pending || made !== null);
  if (made) return <SecretShownOnce secret={made} words={words} onDone={onDone} />;
  const set = <K extends keyof typeof values>(key: K) => (value: (typeof values)[K]) => setValues((current) => ({ ...current, [key]: value }));
  return (
    <form onSubmit={(event) => void submit.onSubmit(event)} className="stack">
      <TextInput label={t('form.url')} description={t('form.urlHint')} type="url" value={values.url} onChange={set('url')} isRequired maxLength={2000} error={submit.fieldError('url') ?? undefined} />
      <TextInput label={t('form.description')} description={t('form.descriptionHint')} value={values.description} onChange={set('description')} maxLength={200} error={submit.fieldError('description') ?? undefined} />
      <EventPicker offered={events ?? WEBHOOK_EVENT_TYPES} chosen={values.eventTypes} onChange={set('eventTypes')} />
      <label className="checkbox">
        <input type="checkbox" checked={values.enabled} onChange={(event) => set('enabled')(event.target.checked)} /> {t('form.enabled')}
      </label>
      <FormError>{submit.error ?? (values.eventTypes.length === 0 ? t('form.pickOne') : null)}</FormError>
      <FormButtons cancel={{ onPress: onDone }} submitLabel={endpoint ? t('form.save') : t('form.submit')} pending={submit.pending} isDisabled={values.eventTypes.length === 0 || values.url.trim() === ''} />
    </form>
  );
}

/** The button that opens the endpoint's form in a side dialog: adding one (for `events` only, when given), or editing the one given. */
export function EndpointDialog({ endpoint, events }: { endpoint?: WebhookEndpoint; events?: readonly WebhookEventType[] }) {
  const { t } = useTranslation('integrations-webhooks');
  return (
    <DialogTrigger>
      <RippleButton className={endpoint ? 'button' : 'button button--primary'}>{endpoint ? t('edit.action') : t('create.action')}</RippleButton>
      <ModalDialog title={endpoint ? t('edit.title') : t('create.title')} side="end">
        {(close) => <EndpointForm {...(endpoint && { endpoint })} {...(events && { events })} onDone={close} />}
      </ModalDialog>
    </DialogTrigger>
  );
}
