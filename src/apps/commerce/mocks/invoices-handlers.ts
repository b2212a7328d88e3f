import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import { isAdminRole } from '../../../../contract/common';
import { invoiceRoutes as r } from '../../../../contract/apps/commerce/invoices-routes';
import { parseSort } from '../../../../contract/list';
import { renderInvoicePdf } from '../../../../server/apps/commerce/services/invoice-pdf';
import { base64Of } from '../../../../tests/mocks/base64';
import { mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { moneyDataOf, type MockInvoice } from './money-mock-state';

const dayOf = (at: string) => at.slice(0, 10);

/** Invoices in memory: an employee's own, an admin's all; the PDF drawn by the server's own renderer. */
export function invoicesHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const money = () => moneyDataOf(state);
  const visible = (caller: StaffCaller, invoice: MockInvoice) =>
    invoice.organisationId === caller.user.organisationId && (isAdminRole(caller.user.role) || invoice.buyer.id === caller.user.id);
  const find = (caller: StaffCaller, id: string) => {
    const invoice = money().invoices.find((each) => each.id === id);
    if (!invoice || !visible(caller, invoice)) throw mockNotFound('invoice');
    return invoice;
  };
  const summaryOf = ({ organisationId: _organisation, lines: _lines, ...summary }: MockInvoice) => summary;
  return [
    route(r.list, ({ caller, query }) => {
      const words = query.q?.toLowerCase();
      const found = money()
        .invoices.filter(
          (invoice) =>
            visible(caller, invoice) &&
            (!words || [invoice.number, invoice.buyer.name, invoice.buyer.email, ...invoice.lines.map((line) => line.description)].some((text) => text.toLowerCase().includes(words))) &&
            (!query.kind || invoice.kind === query.kind) &&
            (!query.from || dayOf(invoice.issuedAt) >= query.from) &&
            (!query.to || dayOf(invoice.issuedAt) <= query.to),
        );
      const { field, descending } = parseSort<'issuedAt' | 'number' | 'totalMinor'>(query.sort ?? '-issuedAt', 'issuedAt');
      const value = (invoice: MockInvoice) => (field === 'totalMinor' ? invoice.totalMinor : invoice[field]);
      const ordered = [...found].sort((a, b) => (descending ? -1 : 1) * (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0) || a.id.localeCompare(b.id));
      const page = pageOfItems(ordered, query);
      return { ...page, items: page.items.map(summaryOf) };
    }),
    route(r.get, ({ caller, params }) => {
      const invoice = find(caller, params.id);
      return {
        ...summaryOf(invoice),
        organisationName: state.organisations.get(invoice.organisationId)?.name ?? '',
        lines: invoice.lines.map((line) => ({ ...line, totalMinor: line.quantity * line.unitPriceMinor })),
      };
    }),
    route(r.pdf, async ({ caller, params }) => {
      const invoice = find(caller, params.id);
      const bytes = await renderInvoicePdf({
        organisationName: state.organisations.get(invoice.organisationId)?.name ?? '',
        number: invoice.number,
        kind: invoice.kind,
        credits: invoice.credits?.number ?? null,
        issuedAt: new Date(invoice.issuedAt),
        buyer: invoice.buyer,
        lines: invoice.lines,
        totalMinor: invoice.totalMinor,
        currency: invoice.currency,
      });
      return { filename: `${invoice.kind === 'credit-note' ? 'credit-note' : 'invoice'}-${invoice.number}.pdf`, contentBase64: base64Of(bytes) };
    }),
  ];
}
