import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { FormSection } from '../../../../ui/kit/form-layout';
import { NotesField } from '../../../../ui/kit/notes-field';
import { PageHeader } from '../../../../ui/kit/page-header';
import { LoadingState } from '../../../../ui/kit/states';
import { RadioGroupField } from '../../../../ui/kit/radio-group-field';
import { TextInput } from '../../../../ui/kit/text-input';
import { formatDay } from '../../../../ui/kit/format';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { RecoverReturn, ReturnConfirmation } from '../../application/ports/recover-gateway';
import type { PickupOption } from '../../domain/recover-pickup';
import { ChoiceField } from '../../../../ui/kit/choice-field';
import { LinkProblem } from '../pattern/link-problem';
import { useRecoverReturn, useRecoverReturnChange } from '../queries/recover-queries';

/** recover-return-asset (and its two redirects): a leaver's own page, opened by the link in their mail, no account. */
export default function RecoverReturnScreen({ match }: ScreenProps) {
  // The pattern's namespace loads with the page's (the link problem speaks it), so nothing suspends later.
  const { t } = useTranslation(['campaigns-recover', 'campaigns', 'campaigns-pattern']);
  const link = match.params['id']!;
  const page = useRecoverReturn(link);
  return (
    <section className="screen campaigns recover-return" aria-labelledby="return-title">
      <PageHeader
        title={t('return.title', { count: page.data?.devices.length ?? 1 })}
        titleId="return-title"
        lead={page.data && t('return.lead', { organisation: page.data.organisationName, campaign: page.data.campaignName })}
      />
      {page.isPending ? (
        <LoadingState />
      ) : page.isError ? (
        <LinkProblem error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <ReturnPage link={link} page={page.data} />
      )}
    </section>
  );
}

/** The leaver's devices, and what they can still tell: a pickup booked, or that the devices are back. */
function ReturnPage({ link, page }: { link: string; page: RecoverReturn }) {
  const { t, i18n } = useTranslation('campaigns-recover');
  const [mode, setMode] = useState<'pickup' | 'returned'>('pickup');
  // Every sentence about the devices says "it" or "them" as there are one or several.
  const count = page.devices.length;
  return (
    <div className="recover-return__body">
      <p className="recover-return__greeting">{t('return.hello', { name: page.personName })}</p>
      <p className="recover-return__message">{page.message}</p>
      <FormSection title={t('return.devices')}>
        <ul className="recover-return__devices">
          {page.devices.map((device, index) => (
            <li key={`${device.assetTag ?? ''}-${index}`}>
              <strong>{device.model}</strong>
              {device.assetTag && <span className="muted"> · {device.assetTag}</span>}
              {device.serial && <span className="muted"> · {t('return.serial', { serial: device.serial })}</span>}
            </li>
          ))}
        </ul>
        {page.deadline && <p>{t('return.deadline', { date: formatDay(page.deadline, i18n.language), count })}</p>}
      </FormSection>
      <Status page={page} />
      {page.open && (
        <>
          <RadioGroupField
            label={t('return.modeLabel', { count })}
            orientation="horizontal"
            value={mode}
            onChange={setMode}
            options={(['pickup', 'returned'] as const).map((each) => ({ value: each, label: t(`return.mode.${each}`, { count }) }))}
          />
          {mode === 'pickup' ? <PickupForm link={link} page={page} /> : <AlreadyReturnedForm link={link} count={count} />}
        </>
      )}
    </div>
  );
}

/** What is settled so far, in the person's words. */
function Status({ page }: { page: RecoverReturn }) {
  const { t, i18n } = useTranslation('campaigns-recover');
  const answer = page.answer;
  const lines = [
    answer?.alreadyReturnedNote && t('return.status.alreadyReturned', { count: page.devices.length }),
    answer?.pickup && t('return.status.pickup', { day: formatDay(answer.pickup.day, i18n.language), slot: t(`slots.${answer.pickup.slot}`) }),
    !page.open && t(`return.status.closed`),
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <div className="recover-return__status" role="status">
      {lines.map((line) => (
        <p key={String(line)}>{line}</p>
      ))}
    </div>
  );
}

const slotValue = (option: PickupOption) => `${option.day}|${option.slot}`;

function PickupForm({ link, page }: { link: string; page: RecoverReturn }) {
  const { t, i18n } = useTranslation('campaigns-recover');
  const count = page.devices.length;
  const [address, setAddress] = useState(page.answer?.address ?? '');
  const [phone, setPhone] = useState(page.answer?.phone ?? '');
  const [hasPackaging, setHasPackaging] = useState(page.answer?.hasPackaging ?? false);
  const [slot, setSlot] = useState(page.answer?.pickup ? slotValue(page.answer.pickup) : '');
  const [saved, setSaved] = useState(false);
  const confirm = useRecoverReturnChange(link, (gateway, confirmation: ReturnConfirmation) => gateway.confirm(link, confirmation));
  const submit = useSubmit(async () => {
    setSaved(false);
    const chosen = page.pickupOptions.find((option) => slotValue(option) === slot) ?? null;
    await confirm.mutateAsync({ address, phone, hasPackaging, pickup: chosen && { day: chosen.day, slot: chosen.slot } });
    setSaved(true);
  });
  return (
    <Form className="form" onSubmit={(event) => void submit.onSubmit(event)}>
      <FormSection title={t('return.pickupTitle')} description={t('return.pickupHint', { count })}>
        <NotesField label={t('return.address')} value={address} onChange={setAddress} error={submit.fieldError('body.address')} />
        <TextInput label={t('return.phone')} type="tel" isRequired value={phone} onChange={setPhone} error={submit.fieldError('body.phone')} />
        <label className="campaign-picker__choice">
          <input type="checkbox" className="checkbox" checked={hasPackaging} onChange={(event) => setHasPackaging(event.target.checked)} />
          <span>{t('return.packaging', { count })}</span>
        </label>
        <ChoiceField
          label={t('return.slot')}
          value={slot}
          onChange={setSlot}
          emptyLabel={t('return.noSlot')}
          options={page.pickupOptions.map((option) => ({ value: slotValue(option), label: `${formatDay(option.day, i18n.language)} · ${t(`slots.${option.slot}`)}` }))}
          error={submit.fieldError('body.pickup')}
        />
      </FormSection>
      <FormError>{submit.error}</FormError>
      {saved && (
        <p role="status" className="recover-return__saved">
          {slot ? t('return.booked') : t('return.confirmed')}
        </p>
      )}
      <FormButtons pending={submit.pending} submitLabel={slot ? t('return.book') : t('return.confirm')} />
    </Form>
  );
}

function AlreadyReturnedForm({ link, count }: { link: string; count: number }) {
  const { t } = useTranslation('campaigns-recover');
  const [note, setNote] = useState('');
  const report = useRecoverReturnChange(link, (gateway, text: string) => gateway.alreadyReturned(link, text));
  const submit = useSubmit(() => report.mutateAsync(note));
  return (
    <Form className="form" onSubmit={(event) => void submit.onSubmit(event)}>
      <FormSection title={t('return.returnedTitle')}>
        <NotesField label={t('return.returnedNote', { count })} value={note} onChange={setNote} error={submit.fieldError('body.note')} />
      </FormSection>
      <FormError>{submit.error}</FormError>
      <FormButtons pending={submit.pending} submitLabel={t('return.returnedSubmit')} />
    </Form>
  );
}
