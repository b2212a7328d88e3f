import { allCartRoutes } from './cart-routes';
import { allCatalogueRoutes } from './catalogue-routes';
import { invoiceRoutes } from './invoices-routes';
import { locationRoutes } from './locations-routes';
import { allOrderRoutes } from './orders-routes';
import { allStorefrontRoutes } from './storefront-routes';
import { walletRoutes } from './wallet-routes';

/** Commerce's routes, one list per area. */
export const commerceRoutes = [...allCatalogueRoutes, ...Object.values(locationRoutes), ...allStorefrontRoutes, ...allCartRoutes, ...allOrderRoutes, ...Object.values(walletRoutes), ...Object.values(invoiceRoutes)] as const;
