import type { FastifyInstance } from 'fastify';
import { invoiceRoutes as r } from '../../../../contract/apps/commerce/invoices-routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { CommerceServices } from '../services/services';

export function mountInvoiceRoutes(app: FastifyInstance, guards: Guards, { invoices }: Pick<CommerceServices, 'invoices'>): void {
  mountRoute(app, r.list, guards, ({ principal, query }) => invoices.list(principal, query));
  mountRoute(app, r.get, guards, ({ principal, params }) => invoices.get(principal, params.id));
  mountRoute(app, r.pdf, guards, ({ principal, params }) => invoices.pdf(principal, params.id));
}
