/**
 * A buyback's life: quoted, then sent (the person accepted the quote: an order and a label), received and inspected.
 * The inspection agrees with the declaration, or makes a counter-offer the person accepts or declines (the device then
 * goes back free), or holds a device still locked to an account until its lock is removed. Once agreed, the company
 * wipes it and settles (pays what was agreed), or recycles it free when it is worth nothing.
 */
export const BUYBACK_STATUSES = ['quoted', 'sent', 'received', 'held', 'countered', 'agreed', 'returning', 'returned', 'settled', 'recycled', 'cancelled'] as const;
export type BuybackStatus = (typeof BUYBACK_STATUSES)[number];

export type BuybackEvent =
  | 'accept-quote'
  | 'receive'
  | 'agree'
  | 'counter'
  | 'hold'
  | 'lock-removed'
  | 'accept-counter'
  | 'decline-counter'
  | 'send-back'
  | 'settle'
  | 'recycle'
  | 'cancel';

const MOVES: Readonly<Record<BuybackEvent, readonly [from: readonly BuybackStatus[], to: BuybackStatus]>> = {
  'accept-quote': [['quoted'], 'sent'],
  receive: [['sent'], 'received'],
  agree: [['received'], 'agreed'],
  counter: [['received'], 'countered'],
  hold: [['received'], 'held'],
  // The lock gone, the device is inspected again.
  'lock-removed': [['held'], 'received'],
  'accept-counter': [['countered'], 'agreed'],
  'decline-counter': [['countered'], 'returning'],
  'send-back': [['returning'], 'returned'],
  settle: [['agreed'], 'settled'],
  recycle: [['agreed'], 'recycled'],
  cancel: [['quoted', 'sent'], 'cancelled'],
};

/** The status after the event, or null when the event does not apply now. */
export function nextBuybackStatus(status: BuybackStatus, event: BuybackEvent): BuybackStatus | null {
  const [from, to] = MOVES[event];
  return from.includes(status) ? to : null;
}

/** What an admin may do to a buyback now (the person's own steps, accepting a quote or a counter-offer, aside). */
export function deskEvents(status: BuybackStatus): BuybackEvent[] {
  const desk: BuybackEvent[] = ['receive', 'agree', 'counter', 'hold', 'lock-removed', 'send-back', 'settle', 'recycle'];
  return desk.filter((event) => nextBuybackStatus(status, event) !== null);
}

/** A buyback is open while something can still happen to it. */
export function isOpenBuyback(status: BuybackStatus): boolean {
  return !['returned', 'settled', 'recycled', 'cancelled'].includes(status);
}

/** The inspection's outcome: held while locked, agreed when it finds what was declared, else a counter-offer. */
export function inspectionOutcome(inspection: { readonly locked: boolean; readonly sameAsDeclared: boolean; readonly amount: number; readonly quoted: number }): 'hold' | 'agree' | 'counter' {
  if (inspection.locked) return 'hold';
  return inspection.sameAsDeclared && inspection.amount === inspection.quoted ? 'agree' : 'counter';
}
