/**
 * The wallet's one rule: an entry moves the balance by its signed amount, and no entry may leave it below zero.
 * The server applies it under the person's lock; the screens use it to refuse a withdrawal before asking.
 */
type LedgerStep = { readonly ok: true; readonly balanceAfterMinor: number } | { readonly ok: false; readonly shortMinor: number };

export function applyEntry(balanceMinor: number, amountMinor: number): LedgerStep {
  if (!Number.isSafeInteger(amountMinor) || amountMinor === 0) throw new RangeError(`not a ledger amount: ${amountMinor}`);
  const after = balanceMinor + amountMinor;
  return after < 0 ? { ok: false, shortMinor: -after } : { ok: true, balanceAfterMinor: after };
}

/**
 * Told to a person whenever their ledger or credits change (an order paid or refunded, a credit, a withdrawal), so
 * their open wallet screen shows it without a reload.
 */
export const WALLET_CHANGED_EVENT = 'commerce.wallet.changed';
export interface WalletChangedPayload {
  readonly personId: string;
}
