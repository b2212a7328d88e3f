import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { INVOICE_KINDS, type InvoiceKind } from '../../../../contract/apps/commerce/invoices-schemas';
import { at, createdAt, id, inList, organisationId, users } from '../../../kernel-schema';

/** One invoice line as it was billed. */
export interface InvoiceLineValue {
  readonly description: string;
  readonly quantity: number;
  readonly unitPriceMinor: number;
}

/** The last invoice number of each organisation and year: bumping the row locks it until the transaction ends. */
export const commerceInvoiceCounters = pgTable(
  'commerce_invoice_counters',
  {
    organisationId: organisationId(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.year] })],
);

export const commerceInvoices = pgTable(
  'commerce_invoices',
  {
    id: id(),
    organisationId: organisationId(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** `2026-000017`: the year and the sequence, kept as text so a search finds it as typed. */
    number: text('number').notNull(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    /** The order or settlement billed; no foreign key, orders are another area's table. */
    orderId: uuid('order_id').notNull(),
    personId: uuid('person_id').references(() => users.id, { onDelete: 'set null' }),
    /** The buyer as they were when billed: a later rename does not change an issued invoice. */
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    /** A credit note's invoice, which it takes back line for line; null for every other kind. */
    creditsInvoiceId: uuid('credits_invoice_id').references((): AnyPgColumn => commerceInvoices.id),
    lines: jsonb('lines').$type<InvoiceLineValue[]>().notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    issuedAt: at('issued_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commerce_invoices_number_unique').on(t.organisationId, t.year, t.sequence),
    // One invoice per order or settlement, and one credit note per order: a retried issue finds the first.
    uniqueIndex('commerce_invoices_order_unique').on(t.organisationId, t.kind, t.orderId),
    index('commerce_invoices_issued_idx').on(t.organisationId, t.issuedAt),
    index('commerce_invoices_person_idx').on(t.organisationId, t.personId, t.issuedAt),
    check('commerce_invoices_kind_check', sql`${t.kind} in (${inList(INVOICE_KINDS)})`),
    check('commerce_invoices_credits_check', sql`(${t.kind} = 'credit-note') = (${t.creditsInvoiceId} is not null)`),
  ],
);
