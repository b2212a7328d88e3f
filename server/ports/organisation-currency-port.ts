import type { Currency } from '../../src/domain/money/currencies';
import type { Repositories } from '../repositories';

/**
 * The organisation's currency, kept by commerce (its settings) and changed from Configure. Commerce keeps its own
 * rule: the currency is locked once money has moved (an order, an invoice, a wallet entry or a credit budget).
 */
export interface OrganisationCurrencyPort {
  currency(repos: Repositories, organisationId: string): Promise<Currency>;
  /** Whether any money has moved in the organisation: then its currency can no longer change. */
  moneyMoved(repos: Repositories, organisationId: string): Promise<boolean>;
  /** Sets the currency inside the caller's transaction; refuses (409 `currency-locked`) once money has moved. */
  change(repos: Repositories, organisationId: string, currency: Currency, now: Date): Promise<void>;
}
