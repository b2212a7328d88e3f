/** A carrier collects in the morning or the afternoon of a working day. */
export const PICKUP_SLOTS = ['am', 'pm'] as const;
type PickupSlot = (typeof PICKUP_SLOTS)[number];

export interface PickupOption {
  /** `YYYY-MM-DD`. */
  readonly day: string;
  readonly slot: PickupSlot;
}

/** How many working days ahead a pickup may be booked; the first is the next working day, for the carrier's notice. */
const PICKUP_DAYS_AHEAD = 10;

const DAY_MS = 24 * 3600_000;

/** The next working days (Monday to Friday, UTC) after `today`, each with both slots, none after the deadline. */
export function pickupOptions(today: string, deadline: string | null, days = PICKUP_DAYS_AHEAD): PickupOption[] {
  const options: PickupOption[] = [];
  let at = new Date(`${today}T00:00:00Z`).getTime();
  while (options.length < days * PICKUP_SLOTS.length) {
    at += DAY_MS;
    const date = new Date(at);
    const day = date.toISOString().slice(0, 10);
    if (deadline && day > deadline) break;
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const slot of PICKUP_SLOTS) options.push({ day, slot });
  }
  return options;
}

export function isPickupOption(options: readonly PickupOption[], choice: PickupOption): boolean {
  return options.some((option) => option.day === choice.day && option.slot === choice.slot);
}
