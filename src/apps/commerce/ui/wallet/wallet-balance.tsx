import { useTranslation } from 'react-i18next';
import { Money } from '../../../../ui/kit/display';
import { formatDay } from '../../../../ui/kit/format';
import { StatCard } from '../../../../ui/kit/stat-card';
import type { WalletSummary } from '../../application/ports/wallet-gateway';
import { formatMoney } from '../../../../ui/kit/format';

/** The balance, what withdrawals hold, and the employee credits left this period. */
export function WalletBalance({ summary }: { summary: WalletSummary }) {
  const { t, i18n } = useTranslation('commerce-wallet');
  const { credits } = summary;
  return (
    <div className="wallet-stats">
      <StatCard label={t('balance.balance')} value={<Money cents={summary.balanceMinor} currency={summary.currency} />} tone="success" />
      <StatCard label={t('balance.held')} value={<Money cents={summary.heldMinor} currency={summary.currency} />} hint={t('balance.heldHint')} />
      <StatCard
        label={t('balance.credits')}
        value={credits ? <Money cents={credits.remainingMinor} currency={credits.currency} /> : t('balance.noCredits')}
        hint={
          credits &&
          t('balance.creditsHint', {
            amount: formatMoney(credits.amountMinor, i18n.language, credits.currency),
            from: formatDay(credits.startsOn, i18n.language),
            to: formatDay(credits.endsOn, i18n.language),
          })
        }
      />
    </div>
  );
}
