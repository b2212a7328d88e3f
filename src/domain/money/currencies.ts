/**
 * The currencies the portal keeps and formats amounts in (ISO 4217, two minor digits each): commerce prices in them,
 * and Configure offers them as the organisation's currency.
 */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'DKK', 'NOK', 'PLN'] as const;
export type Currency = (typeof CURRENCIES)[number];
