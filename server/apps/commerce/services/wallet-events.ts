import { WALLET_CHANGED_EVENT, type WalletChangedPayload } from '../../../../src/apps/commerce/domain/wallet-ledger';
import type { RealtimePort } from '../../../ports/realtime-port';

/** After the change is committed: the person's open wallet screens fetch their balance and ledger anew. */
export function tellWalletChanged(realtime: RealtimePort, personId: string | null): void {
  if (personId) realtime.toPerson(personId, WALLET_CHANGED_EVENT, { personId } satisfies WalletChangedPayload);
}
