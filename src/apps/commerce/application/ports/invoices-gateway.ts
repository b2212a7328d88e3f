import type { ListPage } from '../../../../application/ports/list-page';
/** A credit note takes back a cancelled order's invoice, in the same number series. */
export type InvoiceKind = 'order' | 'settlement' | 'credit-note';

export interface InvoiceSummary {
  readonly id: string;
  readonly number: string;
  readonly kind: InvoiceKind;
  readonly orderId: string;
  readonly buyer: { readonly id: string | null; readonly name: string; readonly email: string };
  /** Negative for a credit note. */
  readonly totalMinor: number;
  readonly currency: string;
  readonly issuedAt: string;
  /** The invoice a credit note takes back. */
  readonly credits: { readonly id: string; readonly number: string } | null;
}

export interface InvoiceQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly kind?: InvoiceKind | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** An employee's own invoices, an admin's every one; each as a PDF for the viewer and the download. */
export interface InvoicesGateway {
  list(query: InvoiceQuery): Promise<ListPage<InvoiceSummary>>;
  pdf(id: string): Promise<{ readonly filename: string; readonly bytes: Uint8Array }>;
}

export const INVOICES_GATEWAY = Symbol.for('commerce.InvoicesGateway');
