import type { ListPage } from '../../../../application/ports/list-page';
/** A person as the wallet names them. */
export interface WalletPerson {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

export interface WalletSummary {
  readonly person: WalletPerson;
  readonly balanceMinor: number;
  readonly currency: string;
  readonly heldMinor: number;
  readonly credits: {
    readonly remainingMinor: number;
    readonly amountMinor: number;
    readonly currency: string;
    readonly startsOn: string;
    readonly endsOn: string;
  } | null;
  readonly mayAdminister: boolean;
}

export interface WalletEntry {
  readonly id: string;
  readonly person: WalletPerson;
  readonly amountMinor: number;
  readonly currency: string;
  readonly reason: string;
  readonly orderId: string | null;
  readonly withdrawalId: string | null;
  readonly balanceAfterMinor: number;
  readonly idempotencyKey: string;
  readonly actor: WalletPerson | null;
  readonly createdAt: string;
}

export type WithdrawalState = 'pending' | 'approved' | 'declined';

export interface Withdrawal {
  readonly id: string;
  readonly person: WalletPerson;
  readonly amountMinor: number;
  readonly currency: string;
  readonly note: string;
  readonly state: WithdrawalState;
  readonly decidedBy: WalletPerson | null;
  readonly decidedAt: string | null;
  readonly decisionNote: string;
  readonly createdAt: string;
  readonly version: number;
  readonly mayDecide: boolean;
}

export interface WalletEntryQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly personId?: string | undefined;
  readonly direction?: 'credit' | 'debit' | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

export interface WalletCredit {
  readonly personId: string;
  readonly amountMinor: number;
  readonly reason: string;
  readonly idempotencyKey: string;
}

export interface WithdrawalAsk {
  readonly amountMinor: number;
  readonly note: string;
  readonly idempotencyKey: string;
}

export interface WithdrawalDecision {
  readonly decision: 'approved' | 'declined';
  readonly note: string;
  readonly version: number;
}

/** The wallet: one's own or, for an admin, anyone's; withdrawals and top-ups. */
export interface WalletGateway {
  summary(personId?: string): Promise<WalletSummary>;
  entries(query: WalletEntryQuery): Promise<ListPage<WalletEntry>>;
  entry(id: string): Promise<WalletEntry>;
  people(query: { page: number; pageSize: number; q?: string }): Promise<ListPage<{ person: WalletPerson; balanceMinor: number; currency: string | null }>>;
  credit(credit: WalletCredit): Promise<WalletEntry>;
  withdrawals(query: { page: number; pageSize: number; personId?: string; state?: WithdrawalState }): Promise<ListPage<Withdrawal>>;
  requestWithdrawal(ask: WithdrawalAsk): Promise<Withdrawal>;
  decideWithdrawal(id: string, decision: WithdrawalDecision): Promise<Withdrawal>;
}

export const WALLET_GATEWAY = Symbol.for('commerce.WalletGateway');
