import * as z from 'zod';
import { text } from '../../text';
import { Currency, Day, Id, Timestamp } from '../../common';
import { listAnswer, listQuery } from '../../list';

/**
 * What an invoice bills: a paid order, or a settlement (a buyback's or trade-in's); a credit note takes back an
 * order's invoice when the order is cancelled. All three share one gapless number series.
 */
export const INVOICE_KINDS = ['order', 'settlement', 'credit-note'] as const;
export const InvoiceKind = z.enum(INVOICE_KINDS);
export type InvoiceKind = z.infer<typeof InvoiceKind>;

const InvoiceLine = z.object({
  description: text(),
  quantity: z.int().min(1),
  unitPriceMinor: z.int(),
  totalMinor: z.int(),
});

export const InvoiceSummary = z.object({
  id: Id,
  /** `2026-000017`: gapless per organisation and year. */
  number: text(),
  kind: InvoiceKind,
  orderId: Id,
  buyer: z.object({ id: Id.nullable(), name: text(), email: text() }),
  /** Negative for a credit note: an invoice and its credit note sum to zero. */
  totalMinor: z.int(),
  currency: Currency,
  issuedAt: Timestamp,
  /** The invoice a credit note takes back; null for every other kind. */
  credits: z.object({ id: Id, number: text() }).nullable(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

export const InvoiceDetail = InvoiceSummary.extend({ lines: z.array(InvoiceLine), organisationName: text() });
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;

export const InvoiceListQuery = listQuery(['issuedAt', 'number', 'totalMinor'], {
  kind: InvoiceKind.optional(),
  from: Day.optional(),
  to: Day.optional(),
});
export const InvoiceList = listAnswer(InvoiceSummary);

/** The invoice's PDF, base64 in JSON: the viewer and the download take the same bytes. */
export const InvoicePdf = z.object({ filename: text(), contentBase64: text() });
