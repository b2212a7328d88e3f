import { appRoute, json } from '../../descriptor';
import { byId } from '../../records';
import { INVOICES_SLUG } from '../../../src/apps/commerce/domain/slug';
import { InvoiceDetail, InvoiceList, InvoiceListQuery, InvoicePdf } from './invoices-schemas';


/** Invoices of orders and settlements: an employee's own, an admin's every one of the organisation. */
export const invoiceRoutes = {
  list: appRoute(INVOICES_SLUG, {
    id: 'listInvoices',
    method: 'GET',
    path: '/invoices',
    summary: 'Invoices, newest first: searched by number, buyer or line, filtered by kind and period',
    request: { query: InvoiceListQuery },
    success: json(InvoiceList),
  }),
  get: appRoute(INVOICES_SLUG, {
    id: 'getInvoice',
    method: 'GET',
    path: '/invoices/:id',
    summary: 'One invoice with its lines',
    request: byId,
    success: json(InvoiceDetail),
    problems: [404],
  }),
  pdf: appRoute(INVOICES_SLUG, {
    id: 'getInvoicePdf',
    method: 'GET',
    path: '/invoices/:id/pdf',
    summary: 'The invoice as a PDF (base64), for the viewer and the download',
    request: byId,
    success: json(InvoicePdf),
    problems: [404],
  }),
};
