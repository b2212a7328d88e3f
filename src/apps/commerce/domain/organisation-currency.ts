import { allow, refuse, type Decision } from '../../../domain/rules/decision';
import type { Currency } from './catalogue-terms';

/**
 * Every amount of an organisation (prices, wallets, credits, orders, invoices) is in its one currency: amounts are
 * added and paid as they are, so a price in another currency would be charged as the same number of the wrong money.
 */
export function checkPriceCurrency(price: string, organisation: Currency): Decision<Currency> {
  return price === organisation
    ? allow(organisation)
    : refuse('foreign-currency', `Prices are in ${organisation}, the organisation's currency, not ${price}.`, { currency: organisation, given: price });
}

/** The currency may change until money has moved in it: what was paid, held or invoiced stays in the money it was. */
export function checkCurrencyChange(current: Currency, next: Currency, moneyMoved: boolean): Decision<Currency> {
  return next === current || !moneyMoved
    ? allow(next)
    : refuse('currency-locked', `Money has moved in ${current} already; the organisation's currency stays ${current}.`, { currency: current });
}
