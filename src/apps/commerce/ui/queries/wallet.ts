import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../../ui/queries/use-refreshing-mutation';
import { useService } from '../../../../ui/services/service-context';
import {
  WALLET_GATEWAY,
  type WalletCredit,
  type WalletEntryQuery,
  type WalletGateway,
  type WithdrawalAsk,
  type WithdrawalDecision,
} from '../../application/ports/wallet-gateway';
import { WALLET_CHANGED_EVENT } from '../../domain/wallet-ledger';
import { useLiveRefresh } from '../../../../ui/queries/use-live-refresh';

/** Every wallet query key starts here: one change refreshes the balance, the ledger and the withdrawals. */
export const WALLET_KEY = 'commerce-wallet';

function useWalletGateway() {
  return useService<WalletGateway>(WALLET_GATEWAY);
}

export function useWalletSummary(personId: string | undefined) {
  const wallet = useWalletGateway();
  return useQuery({ queryKey: [WALLET_KEY, 'summary', personId ?? 'me'], queryFn: () => wallet.summary(personId) });
}

export function useWalletEntries(query: WalletEntryQuery) {
  const wallet = useWalletGateway();
  return useQuery({ queryKey: [WALLET_KEY, 'entries', query], queryFn: () => wallet.entries(query), placeholderData: keepPreviousData });
}

export function useWalletEntry(id: string | undefined) {
  const wallet = useWalletGateway();
  return useQuery({ queryKey: [WALLET_KEY, 'entry', id], queryFn: () => wallet.entry(id!), enabled: id !== undefined });
}

export function useWithdrawals(query: { page: number; pageSize: number; personId?: string }) {
  const wallet = useWalletGateway();
  return useQuery({ queryKey: [WALLET_KEY, 'withdrawals', query], queryFn: () => wallet.withdrawals(query), placeholderData: keepPreviousData });
}

/** The people an admin can open a wallet of, as the picker searches them. */
export function useSearchWalletPeople() {
  const wallet = useWalletGateway();
  return async (text: string) => {
    const page = await wallet.people({ page: 1, pageSize: 20, ...(text && { q: text }) });
    return page.items.map((item) => ({ id: item.person.id, label: item.person.name, description: item.person.email }));
  };
}

function useWalletChange<Input, Output>(change: (wallet: WalletGateway, input: Input) => Promise<Output>) {
  const wallet = useWalletGateway();
  return useRefreshingMutation([WALLET_KEY], (input: Input) => change(wallet, input));
}

export const useCreditWallet = () => useWalletChange((wallet, credit: WalletCredit) => wallet.credit(credit));
export const useRequestWithdrawal = () => useWalletChange((wallet, ask: WithdrawalAsk) => wallet.requestWithdrawal(ask));
export const useDecideWithdrawal = () =>
  useWalletChange((wallet, { id, decision }: { id: string; decision: WithdrawalDecision }) => wallet.decideWithdrawal(id, decision));

/** The wallet on view follows its ledger: an order paid or refunded, a credit, a withdrawal decided. */
export function useWalletLiveUpdates(): void {
  useLiveRefresh(WALLET_CHANGED_EVENT, WALLET_KEY);
}
