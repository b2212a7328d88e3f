import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../../kernel';
import type { CommerceServices } from '../services/services';
import { mountCartRoutes } from './cart-routes';
import { mountCatalogueRoutes } from './catalogue-routes';
import { mountInvoiceRoutes } from './invoices-routes';
import { mountLocationRoutes } from './locations-routes';
import { mountOrderRoutes } from './orders-routes';
import { mountStorefrontRoutes } from './storefront-routes';
import { mountWalletRoutes } from './wallet-routes';

/** Mounts the contract's commerce routes on its services, one area at a time. */
export function mountCommerceRoutes(api: FastifyInstance, guards: Guards, services: CommerceServices): void {
  mountCatalogueRoutes(api, guards, services);
  mountLocationRoutes(api, guards, services);
  mountStorefrontRoutes(api, guards, services.storefront);
  mountCartRoutes(api, guards, services.cart);
  mountOrderRoutes(api, guards, services);
  mountWalletRoutes(api, guards, services);
  mountInvoiceRoutes(api, guards, services);
}
