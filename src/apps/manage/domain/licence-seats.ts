import { allow, refuse, type Decision } from '../../../domain/rules/decision';

interface Seats {
  readonly seats: number;
  readonly used: number;
}

export function assignSeat(licence: Seats): Decision<Seats> {
  if (licence.used >= licence.seats) return refuse('no-free-seat', `All ${licence.seats} seats are taken.`, { seats: licence.seats });
  return allow({ ...licence, used: licence.used + 1 });
}

/** Fewer seats than are assigned would be over-allocation by the back door. */
export function resizeSeats(licence: Seats, seats: number): Decision<Seats> {
  if (!Number.isInteger(seats) || seats < 1) return refuse('seats', 'A licence has at least one seat.');
  if (seats < licence.used) return refuse('below-used', `${licence.used} seats are assigned; release some first.`, { used: licence.used });
  return allow({ ...licence, seats });
}

/** Keys are shown as their last four characters; the rest only on an audited reveal. */
export function maskKey(key: string): string {
  const visible = key.length > 8 ? key.slice(-4) : '';
  return `${'•'.repeat(8)}${visible}`;
}
