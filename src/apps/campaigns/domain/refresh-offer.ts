import type { PricingRules } from './refresh-pricing';

/**
 * Where a device's diagnostic stands: not yet answered, answered but no rule prices it yet, priced and waiting for
 * the person, or decided.
 */
export const DIAGNOSTIC_STATES = ['unanswered', 'awaiting-price', 'priced', 'accepted', 'declined'] as const;
export type DiagnosticState = (typeof DIAGNOSTIC_STATES)[number];

/**
 * A Refresh Buy person's progress on the campaign: invited, then the furthest any of their devices got (decided
 * before priced before waiting for a price), or no response by the campaign's deadline.
 */
export const REFRESH_BUY_PERSON_STATES = ['invited', 'awaiting-price', 'priced', 'accepted', 'declined', 'no-response'] as const;
type RefreshBuyPersonState = (typeof REFRESH_BUY_PERSON_STATES)[number];

export function refreshBuyPersonState(devices: readonly DiagnosticState[]): RefreshBuyPersonState {
  for (const state of ['accepted', 'declined', 'priced', 'awaiting-price'] as const) if (devices.includes(state)) return state;
  return 'invited';
}

/** How an accepted price is charged: the employee's wallet, or a deduction from their pay. */
export const CHARGE_METHODS = ['wallet', 'payroll'] as const;
export type ChargeMethod = (typeof CHARGE_METHODS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A price shown at `pricedAt` holds for the campaign's validity days, to the millisecond. */
export function offerExpiresAt(pricedAt: Date, rules: Pick<PricingRules, 'validityDays'>): Date {
  return new Date(pricedAt.getTime() + rules.validityDays * DAY_MS);
}

/** An expired price can no longer be accepted; answering the questionnaire again prices it anew. */
export function offerIsOpen(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

type AcceptRefusal = 'not-priced' | 'already-decided' | 'offer-expired';

/** Whether a diagnostic's price may be accepted now; a price of zero is accepted too (the device is given away). */
export function acceptRefusal(state: DiagnosticState, expiresAt: Date | null, now: Date): AcceptRefusal | null {
  if (state === 'accepted' || state === 'declined') return 'already-decided';
  if (state !== 'priced' || !expiresAt) return 'not-priced';
  return offerIsOpen(expiresAt, now) ? null : 'offer-expired';
}
