/** The returns folder's apps: Buyback, Apple Trade In, Repair and Shipping Label. */
export const BUYBACK_SLUG = 'buyback-devices';
export const APPLE_TRADE_IN_SLUG = 'apple-trade-in';

/** The two ways a device is sold back: any device (Buyback), or Apple's only (Apple Trade In). */
export const BUYBACK_CHANNELS = [BUYBACK_SLUG, APPLE_TRADE_IN_SLUG] as const;
export type BuybackChannel = (typeof BUYBACK_CHANNELS)[number];
