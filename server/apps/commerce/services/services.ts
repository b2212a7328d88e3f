import type { CommerceDeps } from './service-deps';
import { CartService } from './cart-service';
import { CatalogueService } from './catalogue-service';
import { CheckoutService } from './checkout-service';
import { CreditsService } from './credits-service';
import { InvoicesService } from './invoices-service';
import { LocationsService } from './locations-service';
import { OrdersService } from './orders-service';
import { StockService } from './stock-service';
import { StorefrontService } from './storefront-service';
import { WalletService } from './wallet-service';

/** The use cases of commerce. */
export function createCommerceServices(deps: CommerceDeps) {
  return {
    catalogue: new CatalogueService(deps),
    stock: new StockService(deps),
    locations: new LocationsService(deps),
    storefront: new StorefrontService(deps),
    cart: new CartService(deps),
    // Paying tells the cart's badge through a cart service of its own: the cart service holds no state.
    checkout: new CheckoutService(deps, new CartService(deps)),
    orders: new OrdersService(deps),
    wallet: new WalletService(deps),
    credits: new CreditsService(deps),
    invoices: new InvoicesService(deps),
  };
}

export type CommerceServices = ReturnType<typeof createCommerceServices>;
