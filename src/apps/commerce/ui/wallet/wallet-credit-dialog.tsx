import { useState } from 'react';
import { DialogTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { WalletPerson } from '../../application/ports/wallet-gateway';
import { useCreditWallet } from '../queries/wallet';
import { MoneyField, useMoneyField } from '../money-field';

function CreditForm({ person, close }: { person: WalletPerson; close: () => void }) {
  const { t } = useTranslation('commerce-wallet');
  const amount = useMoneyField();
  const [reason, setReason] = useState('');
  // One key per opened form: pressing twice, or a retry after a lost answer, credits once.
  const [key] = useState(() => crypto.randomUUID());
  const credit = useCreditWallet();
  const submit = useSubmit(async () => {
    if (amount.minor === undefined) return;
    await credit.mutateAsync({ personId: person.id, amountMinor: amount.minor, reason: reason.trim(), idempotencyKey: key });
    close();
  });
  return (
    <Form className="form" onSubmit={submit.onSubmit}>
      <p>{t('credit.explain', { name: person.name })}</p>
      <MoneyField label={t('credit.amount')} field={amount} error={amount.invalid ? t('credit.invalidAmount') : submit.fieldError('amountMinor')} />
      <TextInput label={t('credit.reason')} value={reason} onChange={setReason} isRequired maxLength={300} error={submit.fieldError('reason')} />
      <FormError>{submit.error}</FormError>
      <FormButtons
        cancel={{ onPress: close }}
        pending={submit.pending}
        isDisabled={amount.minor === undefined || reason.trim() === ''}
        submitLabel={t('credit.confirm')}
      />
    </Form>
  );
}

/** An admin's top-up or goodwill credit, always with its reason. */
export function WalletCreditDialog({ person }: { person: WalletPerson }) {
  const { t } = useTranslation('commerce-wallet');
  return (
    <DialogTrigger>
      <RippleButton className="button button--primary">{t('credit.open')}</RippleButton>
      <ModalDialog title={t('credit.title', { name: person.name })}>{(close) => <CreditForm person={person} close={close} />}</ModalDialog>
    </DialogTrigger>
  );
}
