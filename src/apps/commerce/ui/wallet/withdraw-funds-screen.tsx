import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Money } from '../../../../ui/kit/display';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { WalletSummary } from '../../application/ports/wallet-gateway';
import { applyEntry } from '../../domain/wallet-ledger';
import { useRequestWithdrawal, useWalletSummary } from '../queries/wallet';
import { MoneyField, useMoneyField } from '../money-field';
import { walletPaths } from '../../domain/wallet-paths';
import { formatMoney } from '../../../../ui/kit/format';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

function WithdrawForm({ wallet }: { wallet: WalletSummary }) {
  const { t, i18n } = useTranslation('commerce-wallet');
  const [, navigate] = useLocation();
  const amount = useMoneyField();
  const [note, setNote] = useState('');
  // One key per form: a second press or a retry after a lost answer asks once.
  const [key] = useState(() => crypto.randomUUID());
  const request = useRequestWithdrawal();
  // The server holds the amount under the wallet's lock; this only spares asking for what cannot be granted.
  const overdraws = amount.minor !== undefined && !applyEntry(wallet.balanceMinor, -amount.minor).ok;
  const submit = useSubmit(async () => {
    if (amount.minor === undefined || overdraws) return;
    await request.mutateAsync({ amountMinor: amount.minor, note: note.trim(), idempotencyKey: key });
    navigate(walletPaths.home());
  });
  useUnsavedValues([amount.text, note], ['', ''], submit.pending);
  const balance = formatMoney(wallet.balanceMinor, i18n.language, wallet.currency);
  const amountError = amount.invalid ? t('withdraw.invalidAmount') : overdraws ? t('withdraw.overdraws', { balance }) : submit.fieldError('amountMinor');
  return (
    <Form className="form wallet-withdraw" onSubmit={submit.onSubmit}>
      <p>
        {t('withdraw.available')} <strong><Money cents={wallet.balanceMinor} currency={wallet.currency} /></strong>
      </p>
      <MoneyField label={t('withdraw.amount')} field={amount} error={amountError} description={t('withdraw.amountHint')} />
      <TextInput label={t('withdraw.note')} value={note} onChange={setNote} maxLength={500} description={t('withdraw.noteHint')} />
      <FormError>{submit.error}</FormError>
      <FormButtons
        cancel={{ href: walletPaths.home() }}
        pending={submit.pending}
        isDisabled={amount.minor === undefined || overdraws}
        submitLabel={t('withdraw.confirm')}
      />
    </Form>
  );
}

/** wallet/withdraw-funds: ask to pay out wallet money; it is held at once and waits for an admin's approval. */
export default function WithdrawFundsScreen() {
  const { t } = useTranslation('commerce-wallet');
  const summary = useWalletSummary(undefined);
  return (
    <div className="screen wallet">
      <PageHeader title={t('withdraw.title')} lead={t('withdraw.lead')} />
      <QueryView query={summary}>{(wallet) => <WithdrawForm wallet={wallet} />}</QueryView>
    </div>
  );
}
