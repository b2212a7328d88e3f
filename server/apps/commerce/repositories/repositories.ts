import type { AppRepositories, Db } from '../../../kernel';
import { CartRepository } from './cart-repository';
import { CatalogueRepository, CategoryRepository } from './catalogue-repository';
import { CreditLedgerRepository } from './credit-ledger-repository';
import { CreditsRepository } from './credits-repository';
import { InvoicesRepository } from './invoices-repository';
import { LocationsRepository } from './locations-repository';
import { OrdersRepository } from './orders-repository';
import { CommerceSettingsRepository } from './settings-repository';
import { SpendRepository } from './spend-repository';
import { StockRepository } from './stock-repository';
import { StorefrontRepository } from './storefront-repository';
import { WalletRepository } from './wallet-repository';

/** The repositories of commerce, each scoped by organisation. */
export function commerceRepositoriesOf(db: Db) {
  return {
    catalogue: new CatalogueRepository(db),
    categories: new CategoryRepository(db),
    stock: new StockRepository(db),
    locations: new LocationsRepository(db),
    settings: new CommerceSettingsRepository(db),
    wallet: new WalletRepository(db),
    credits: new CreditsRepository(db),
    creditLedger: new CreditLedgerRepository(db),
    invoices: new InvoicesRepository(db),
    orders: new OrdersRepository(db),
    storefront: new StorefrontRepository(db),
    cart: new CartRepository(db),
    spend: new SpendRepository(db),
  };
}

export type CommerceOwnRepositories = ReturnType<typeof commerceRepositoriesOf>;

/** What commerce's use cases work through, in a transaction or not: the kernel's repositories, and the app's own (`own`). */
export type CommerceRepositories = AppRepositories<CommerceOwnRepositories>;
