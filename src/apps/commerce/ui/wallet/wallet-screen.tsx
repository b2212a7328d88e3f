import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { RecordPicker } from '../../../../ui/kit/record-picker';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { useSearchWalletPeople, useWalletLiveUpdates, useWalletSummary, WALLET_KEY } from '../queries/wallet';
import { WalletBalance } from './wallet-balance';
import { WalletCreditDialog } from './wallet-credit-dialog';
import { WalletEntryPanel } from './wallet-entry-panel';
import { WalletLedger } from './wallet-ledger';
import { walletPaths } from '../../domain/wallet-paths';
import { WalletWithdrawals } from './wallet-withdrawals';

/**
 * wallet/{id?}: the balance, the ledger and the withdrawals, live as the ledger changes; with `id`, that entry above the ledger. An admin
 * opens anyone's wallet (`?person=`), credits it, and decides the withdrawals waiting.
 */
export default function WalletScreen({ match }: ScreenProps) {
  const { t } = useTranslation('commerce-wallet');
  const [, navigate] = useLocation();
  const personId = new URLSearchParams(useSearch()).get('person') ?? undefined;
  const entryId = match.params.id;
  const summary = useWalletSummary(personId);
  const searchPeople = useSearchWalletPeople();
  useWalletLiveUpdates();
  return (
    <div className="screen wallet">
      <QueryView query={summary}>
        {(wallet) => (
          <>
            <PageHeader
              title={personId ? t('titleOf', { name: wallet.person.name }) : t('title')}
              lead={t('lead')}
              actions={
                <>
                  {!personId && (
                    <Link href={walletPaths.withdraw} className="button">
                      {t('actions.withdraw')}
                    </Link>
                  )}
                  {wallet.mayAdminister && <WalletCreditDialog person={wallet.person} />}
                </>
              }
            />
            {wallet.mayAdminister && (
              <div className="wallet-person">
                <RecordPicker
                  label={t('person.label')}
                  description={t('person.hint')}
                  queryKey={[WALLET_KEY, 'people']}
                  search={searchPeople}
                  selectedId={wallet.person.id}
                  onSelect={(option) => option && navigate(walletPaths.home(option.id))}
                />
              </div>
            )}
            <WalletBalance summary={wallet} />
            {entryId && <WalletEntryPanel id={entryId} personId={personId} />}
            <WalletLedger personId={personId} />
            <WalletWithdrawals personId={wallet.mayAdminister ? personId : undefined} />
          </>
        )}
      </QueryView>
    </div>
  );
}
