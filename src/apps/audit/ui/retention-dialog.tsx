import { useState } from 'react';
import { DialogTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../ui/feedback/ripple-button';
import { ChoiceField } from '../../../ui/kit/choice-field';
import { FormButtons } from '../../../ui/kit/form-buttons';
import { FormError } from '../../../ui/kit/form-error';
import { ModalDialog } from '../../../ui/kit/modal-dialog';
import { useSubmit } from '../../../ui/kit/use-submit';
import type { TrailRetention } from '../application/ports/trail-gateway';
import { useSaveTrailRetention, useTrailRetention } from './queries/trail';

/** The choices an admin has: keep everything, or one of the periods auditors commonly ask for. */
const CHOICES = ['', '12', '24', '36', '60', '84', '120'] as const;
type Choice = (typeof CHOICES)[number];

function RetentionForm({ saved, close }: { saved: TrailRetention; close: () => void }) {
  const { t } = useTranslation('audit');
  const [choice, setChoice] = useState<Choice>(saved.retentionMonths === null ? '' : (String(saved.retentionMonths) as Choice));
  const save = useSaveTrailRetention();
  const submit = useSubmit(async () => {
    await save.mutateAsync({ retentionMonths: choice === '' ? null : Number(choice), version: saved.version });
    close();
  });
  return (
    <Form className="form" onSubmit={(event) => void submit.onSubmit(event)}>
      <p>{t('retention.lead')}</p>
      <ChoiceField
        label={t('retention.label')}
        value={choice}
        onChange={setChoice}
        options={CHOICES.map((value) => ({ value, label: value === '' ? t('retention.forever') : t('retention.months', { count: Number(value) }) }))}
      />
      {choice !== '' && <p role="note">{t('retention.warning', { count: Number(choice) })}</p>}
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ onPress: close }} pending={submit.pending} />
    </Form>
  );
}

/** How long the trail keeps an entry: shown beside the trail's title, changed in a dialog. */
export function RetentionDialog() {
  const { t } = useTranslation('audit');
  const retention = useTrailRetention();
  const months = retention.data?.retentionMonths;
  const kept = months === undefined ? '…' : months === null ? t('retention.forever') : t('retention.months', { count: months });
  return (
    <DialogTrigger>
      <RippleButton className="button" isDisabled={!retention.data}>
        {t('retention.button', { kept })}
      </RippleButton>
      <ModalDialog title={t('retention.title')}>{(close) => retention.data && <RetentionForm saved={retention.data} close={close} />}</ModalDialog>
    </DialogTrigger>
  );
}
