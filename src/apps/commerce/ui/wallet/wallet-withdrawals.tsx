import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { Badge, type Tone } from '../../../../ui/kit/badge';
import { Money, TimeText } from '../../../../ui/kit/display';
import { FormError } from '../../../../ui/kit/form-error';
import { QueryView } from '../../../../ui/kit/query-view';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { Withdrawal, WithdrawalState } from '../../application/ports/wallet-gateway';
import { useDecideWithdrawal, useWithdrawals } from '../queries/wallet';

const TONES: Readonly<Record<WithdrawalState, Tone>> = { pending: 'warning', approved: 'success', declined: 'neutral' };

function Decision({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation('commerce-wallet');
  const decide = useDecideWithdrawal();
  const approve = useSubmit(() => decide.mutateAsync({ id: withdrawal.id, decision: { decision: 'approved', note: '', version: withdrawal.version } }));
  const decline = useSubmit(() => decide.mutateAsync({ id: withdrawal.id, decision: { decision: 'declined', note: '', version: withdrawal.version } }));
  return (
    <div className="wallet-decision">
      <RippleButton className="button button--primary" isPending={approve.pending} onPress={() => void approve.onSubmit()}>
        {t('withdrawals.approve', { name: withdrawal.person.name })}
      </RippleButton>
      <RippleButton className="button" isPending={decline.pending} onPress={() => void decline.onSubmit()}>
        {t('withdrawals.decline', { name: withdrawal.person.name })}
      </RippleButton>
      <FormError>{approve.error ?? decline.error}</FormError>
    </div>
  );
}

/** Withdrawals: one's own with their state; an admin's list holds everyone's, the pending ones to decide. */
export function WalletWithdrawals({ personId }: { personId: string | undefined }) {
  const { t } = useTranslation('commerce-wallet');
  const withdrawals = useWithdrawals({ page: 1, pageSize: 25, ...(personId && { personId }) });
  return (
    <section className="wallet-section" aria-labelledby="wallet-withdrawals-title">
      <h2 id="wallet-withdrawals-title">{t('withdrawals.title')}</h2>
      <QueryView query={withdrawals} isEmpty={(page) => page.items.length === 0} empty={t('withdrawals.empty')}>
        {(page) => (
          <ul className="wallet-withdrawals">
            {page.items.map((withdrawal) => (
              <li key={withdrawal.id} className="wallet-withdrawal">
                <div className="wallet-withdrawal__main">
                  <strong>
                    <Money cents={withdrawal.amountMinor} currency={withdrawal.currency} />
                  </strong>
                  <Badge tone={TONES[withdrawal.state]}>{t(`withdrawals.states.${withdrawal.state}`)}</Badge>
                  <span className="muted">
                    {withdrawal.person.name} · <TimeText at={withdrawal.createdAt} />
                  </span>
                </div>
                {withdrawal.note && <p className="wallet-withdrawal__note">{withdrawal.note}</p>}
                {withdrawal.mayDecide && <Decision withdrawal={withdrawal} />}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
