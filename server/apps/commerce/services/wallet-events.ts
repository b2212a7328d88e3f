import { WALLET_CHANGED_EVENT, type WalletChangedPayload } from '../../../../src/apps/commerce/domain/wallet-ledger';
import type { RealtimePort } from '../../../kernel';

/**
 * After the change is committed: the wallet screens open on it fetch the balance and ledger anew, the person's own and
 * the admins' (who look after everyone's).
 */
export function tellWalletChanged(realtime: RealtimePort, organisationId: string, personId: string | null): void {
  if (personId) realtime.toPersonAndAdmins(organisationId, personId, WALLET_CHANGED_EVENT, { personId } satisfies WalletChangedPayload);
}
