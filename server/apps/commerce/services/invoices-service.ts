import type { z } from 'zod';
import type { InvoiceDetail, InvoiceListQuery, InvoiceSummary } from '../../../../contract/apps/commerce/invoices-schemas';
import { notFound, organisationDays, type StaffPrincipal } from '../../../kernel';
import type { CommerceDeps } from './service-deps';
import type { InvoiceRow } from '../repositories/invoices-repository';
import { renderInvoicePdf } from './invoice-pdf';
import { mayAdministerMoney } from './money-access';

/** `numbers` names the invoices the page's credit notes take back. */
function summaryOf(row: InvoiceRow, numbers: ReadonlyMap<string, string>): z.input<typeof InvoiceSummary> {
  const credited = row.creditsInvoiceId ? numbers.get(row.creditsInvoiceId) : undefined;
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    orderId: row.orderId,
    buyer: { id: row.personId, name: row.buyerName, email: row.buyerEmail },
    totalMinor: row.totalMinor,
    currency: row.currency,
    issuedAt: row.issuedAt.toISOString(),
    credits: row.creditsInvoiceId && credited ? { id: row.creditsInvoiceId, number: credited } : null,
  };
}

/** Invoices to read: an employee's own, every one of the organisation for an admin; their PDF made on request. */
export class InvoicesService {
  constructor(private readonly deps: CommerceDeps) {}

  async list(principal: StaffPrincipal, query: z.output<typeof InvoiceListQuery>) {
    const personId = mayAdministerMoney(principal) ? undefined : principal.userId;
    const { repos } = this.deps.store;
    const days = await organisationDays(this.deps.businessCalendars, repos, principal.organisationId, query);
    const { rows, total } = await repos.own.invoices.list(principal.organisationId, { ...query, personId, days });
    const numbers = await this.creditedNumbers(principal.organisationId, rows);
    return { items: rows.map((row) => summaryOf(row, numbers)), total, page: query.page, pageSize: query.pageSize };
  }

  async get(principal: StaffPrincipal, id: string): Promise<z.input<typeof InvoiceDetail>> {
    const row = await this.visible(principal, id);
    const organisation = await this.deps.store.repos.organisations.find(principal.organisationId);
    return {
      ...summaryOf(row, await this.creditedNumbers(principal.organisationId, [row])),
      organisationName: organisation?.name ?? '',
      lines: row.lines.map((line) => ({ ...line, totalMinor: line.unitPriceMinor * line.quantity })),
    };
  }

  /** The PDF, drawn from the invoice as it was issued: the same bytes every time. */
  async pdf(principal: StaffPrincipal, id: string) {
    const row = await this.visible(principal, id);
    const organisation = await this.deps.store.repos.organisations.find(principal.organisationId);
    const credited = await this.creditedNumbers(principal.organisationId, [row]);
    const bytes = await renderInvoicePdf({
      organisationName: organisation?.name ?? '',
      number: row.number,
      kind: row.kind,
      credits: row.creditsInvoiceId ? (credited.get(row.creditsInvoiceId) ?? null) : null,
      issuedAt: row.issuedAt,
      buyer: { name: row.buyerName, email: row.buyerEmail },
      lines: row.lines,
      totalMinor: row.totalMinor,
      currency: row.currency,
    });
    return { filename: `${row.kind === 'credit-note' ? 'credit-note' : 'invoice'}-${row.number}.pdf`, contentBase64: Buffer.from(bytes).toString('base64') };
  }

  private creditedNumbers(organisationId: string, rows: readonly InvoiceRow[]) {
    return this.deps.store.repos.own.invoices.numbersOf(organisationId, rows.flatMap((row) => (row.creditsInvoiceId ? [row.creditsInvoiceId] : [])));
  }

  private async visible(principal: StaffPrincipal, id: string): Promise<InvoiceRow> {
    const row = await this.deps.store.repos.own.invoices.find(principal.organisationId, id);
    if (!row || (!mayAdministerMoney(principal) && row.personId !== principal.userId)) throw notFound('invoice');
    return row;
  }
}
