/** Repair's slug, which the contract, the server and the screens name. */
export const REPAIR_SLUG = 'repair-devices';

/** What is wrong with a device, as the repair form offers it and the estimate table prices it. */
export const FAULT_CATEGORIES = ['screen', 'battery', 'keyboard', 'charging-port', 'liquid-damage', 'no-power', 'other'] as const;
export type FaultCategory = (typeof FAULT_CATEGORIES)[number];

/** At most this many photos per device. */
export const MAX_REPAIR_PHOTOS = 6;
