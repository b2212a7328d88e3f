import type { z } from 'zod';
import type { WalletEntry, Withdrawal } from '../../../../contract/apps/commerce/wallet-schemas';
import type { StaffPrincipal } from '../../../kernel';
import type { WalletEntryListRow, WithdrawalListRow } from '../repositories/wallet-repository';
import { mayAdministerMoney } from './money-access';

export function walletEntryOf(row: WalletEntryListRow): z.input<typeof WalletEntry> {
  return {
    id: row.id,
    person: row.person,
    amountMinor: row.amountMinor,
    currency: row.currency,
    reason: row.reason,
    orderId: row.orderId,
    withdrawalId: row.withdrawalId,
    balanceAfterMinor: row.balanceAfterMinor,
    idempotencyKey: row.idempotencyKey,
    actor: row.actor,
    createdAt: row.createdAt.toISOString(),
  };
}

export function withdrawalOf(row: WithdrawalListRow, principal: StaffPrincipal): z.input<typeof Withdrawal> {
  return {
    id: row.id,
    person: row.person,
    amountMinor: row.amountMinor,
    currency: row.currency,
    note: row.note,
    state: row.state,
    decidedBy: row.decider,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    mayDecide: row.state === 'pending' && mayAdministerMoney(principal),
  };
}
