import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Money, TimeText } from '../../../../ui/kit/display';
import { QueryView } from '../../../../ui/kit/query-view';
import { useWalletEntry } from '../queries/wallet';
import { SignedMoney } from './signed-money';
import { walletPaths } from '../../domain/wallet-paths';

/** One ledger entry, as `wallet/{id}` opens it above the ledger. */
export function WalletEntryPanel({ id, personId }: { id: string; personId: string | undefined }) {
  const { t } = useTranslation('commerce-wallet');
  const entry = useWalletEntry(id);
  return (
    <section className="wallet-section wallet-entry" aria-labelledby="wallet-entry-title">
      <div className="wallet-section__head">
        <h2 id="wallet-entry-title">{t('entry.title')}</h2>
        <Link href={walletPaths.home(personId)} className="button button--ghost">
          {t('entry.close')}
        </Link>
      </div>
      <QueryView query={entry}>
        {(found) => (
          <dl className="wallet-facts">
            <dt>{t('entry.reason')}</dt>
            <dd>{found.reason}</dd>
            <dt>{t('entry.amount')}</dt>
            <dd>
              <SignedMoney minor={found.amountMinor} currency={found.currency} />
            </dd>
            <dt>{t('entry.balanceAfter')}</dt>
            <dd>
              <Money cents={found.balanceAfterMinor} currency={found.currency} />
            </dd>
            <dt>{t('entry.date')}</dt>
            <dd>
              <TimeText at={found.createdAt} />
            </dd>
            <dt>{t('entry.person')}</dt>
            <dd>{found.person.name}</dd>
            <dt>{t('entry.by')}</dt>
            <dd>{found.actor?.name ?? t('entry.system')}</dd>
            {found.orderId && (
              <>
                <dt>{t('entry.order')}</dt>
                <dd className="wallet-code">{found.orderId}</dd>
              </>
            )}
            <dt>{t('entry.key')}</dt>
            <dd className="wallet-code">{found.idempotencyKey}</dd>
          </dl>
        )}
      </QueryView>
    </section>
  );
}
