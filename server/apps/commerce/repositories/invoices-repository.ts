import { and, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { containing, onDays, orderOf, pageOf, type DayRange, type Db, type PageRequest } from '../../../kernel';
import { users } from '../../../kernel-schema';
import { invoiceNumberOf } from '../../../../src/apps/commerce/domain/invoice-number';
import type { InvoiceKind } from '../../../../contract/apps/commerce/invoices-schemas';
import { UnknownPersonError } from './wallet-repository';
import { commerceInvoiceCounters, commerceInvoices, type InvoiceLineValue } from '../schema/invoices';

export type InvoiceRow = typeof commerceInvoices.$inferSelect;

export interface InvoiceToIssue {
  readonly kind: InvoiceKind;
  /** The order or settlement billed: one invoice each, a second issue answers the first. */
  readonly orderId: string;
  /** The buyer's account; null for an order of nobody in particular (a campaign's), then `buyer` names who is billed. */
  readonly personId: string | null;
  readonly totalMinor: number;
  readonly currency: string;
  readonly lines: readonly InvoiceLineValue[];
  readonly issuedAt: Date;
  /** The buyer as billed; looked up from the person when not given. */
  readonly buyer?: { readonly name: string; readonly email: string } | undefined;
  /** A credit note's invoice. */
  readonly creditsInvoiceId?: string | undefined;
}

export interface InvoiceFilter extends PageRequest {
  /** Only this buyer's invoices (an employee's own). */
  readonly personId?: string | undefined;
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly kind?: InvoiceKind | undefined;
  /** Days of issue, inclusive, counted in the organisation's zone. */
  readonly days?: DayRange | undefined;
}


/** Invoices, numbered without gaps per organisation and year. */
export class InvoicesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Issues the invoice of an order or settlement, or answers the one it already has. The year's counter row is
   * bumped in the caller's transaction and stays locked until it ends: a concurrent issue waits, and a rolled back
   * order gives its number back, so numbers neither repeat nor skip.
   */
  async issueFor(organisationId: string, invoice: InvoiceToIssue): Promise<{ id: string; number: string }> {
    const existing = await this.issuedFor(organisationId, invoice.kind, invoice.orderId);
    if (existing) return existing;
    const buyer = invoice.buyer ?? (invoice.personId ? await this.buyerOf(organisationId, invoice.personId) : undefined);
    if (!buyer) throw new RangeError('an invoice names its buyer: a person or their name and address');
    const year = invoice.issuedAt.getUTCFullYear();
    const [counter] = await this.db
      .insert(commerceInvoiceCounters)
      .values({ organisationId, year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [commerceInvoiceCounters.organisationId, commerceInvoiceCounters.year],
        set: { lastNumber: sql`${commerceInvoiceCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: commerceInvoiceCounters.lastNumber });
    const sequence = counter!.lastNumber;
    const [row] = await this.db
      .insert(commerceInvoices)
      .values({
        organisationId,
        year,
        sequence,
        number: invoiceNumberOf(year, sequence),
        kind: invoice.kind,
        orderId: invoice.orderId,
        personId: invoice.personId,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        lines: [...invoice.lines],
        creditsInvoiceId: invoice.creditsInvoiceId ?? null,
        totalMinor: invoice.totalMinor,
        currency: invoice.currency,
        issuedAt: invoice.issuedAt,
      })
      .returning({ id: commerceInvoices.id, number: commerceInvoices.number });
    return row!;
  }

  /**
   * The credit note of an order's invoice, issued in the same series as the invoices (so the series stays one
   * gapless run of every document that bills or takes back), or the one it already has. It mirrors the invoice line
   * for line with the prices negated, so the two sum to zero. Null when the order was never invoiced.
   */
  async creditNoteFor(organisationId: string, orderId: string, issuedAt: Date): Promise<{ id: string; number: string } | null> {
    const [invoice] = await this.db
      .select()
      .from(commerceInvoices)
      .where(and(eq(commerceInvoices.organisationId, organisationId), eq(commerceInvoices.kind, 'order'), eq(commerceInvoices.orderId, orderId)));
    if (!invoice) return null;
    return this.issueFor(organisationId, {
      kind: 'credit-note',
      orderId,
      personId: invoice.personId,
      buyer: { name: invoice.buyerName, email: invoice.buyerEmail },
      lines: invoice.lines.map((line) => ({ ...line, unitPriceMinor: -line.unitPriceMinor })),
      totalMinor: -invoice.totalMinor,
      currency: invoice.currency,
      issuedAt,
      creditsInvoiceId: invoice.id,
    });
  }

  /** The invoice (or credit note) of this kind an order or settlement has, if any. */
  async issuedFor(organisationId: string, kind: InvoiceKind, orderId: string): Promise<{ id: string; number: string } | undefined> {
    const [found] = await this.db
      .select({ id: commerceInvoices.id, number: commerceInvoices.number })
      .from(commerceInvoices)
      .where(and(eq(commerceInvoices.organisationId, organisationId), eq(commerceInvoices.kind, kind), eq(commerceInvoices.orderId, orderId)));
    return found;
  }

  /** The numbers of invoices by id, for the credit notes that name them. */
  async numbersOf(organisationId: string, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: commerceInvoices.id, number: commerceInvoices.number })
      .from(commerceInvoices)
      .where(and(eq(commerceInvoices.organisationId, organisationId), inArray(commerceInvoices.id, [...ids]), ne(commerceInvoices.kind, 'credit-note')));
    return new Map(rows.map((row) => [row.id, row.number]));
  }

  async find(organisationId: string, id: string): Promise<InvoiceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(commerceInvoices)
      .where(and(eq(commerceInvoices.organisationId, organisationId), eq(commerceInvoices.id, id)));
    return row;
  }

  async list(organisationId: string, filter: InvoiceFilter): Promise<{ rows: InvoiceRow[]; total: number }> {
    const where = and(
      eq(commerceInvoices.organisationId, organisationId),
      filter.personId ? eq(commerceInvoices.personId, filter.personId) : undefined,
      filter.kind ? eq(commerceInvoices.kind, filter.kind) : undefined,
      filter.days && onDays(commerceInvoices.issuedAt, filter.days),
      filter.q ? searchOf(filter.q) : undefined,
    );
    const order = orderOf(
      { issuedAt: commerceInvoices.issuedAt, number: commerceInvoices.number, totalMinor: commerceInvoices.totalMinor },
      filter.sort ?? '-issuedAt',
      'issuedAt',
      commerceInvoices.id,
    );
    const { limit, offset } = pageOf(filter);
    const rows = await this.db.select().from(commerceInvoices).where(where).orderBy(...order).limit(limit).offset(offset);
    const [total] = await this.db.select({ value: count() }).from(commerceInvoices).where(where);
    return { rows, total: total!.value };
  }

  private async buyerOf(organisationId: string, personId: string): Promise<{ name: string; email: string }> {
    const [buyer] = await this.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.id, personId), eq(users.organisationId, organisationId)));
    if (!buyer) throw new UnknownPersonError(personId);
    return buyer;
  }
}

/** The number as typed, the buyer's name or address, or a line's description. */
function searchOf(q: string): SQL | undefined {
  const pattern = containing(q);
  return or(
    ilike(commerceInvoices.number, pattern),
    ilike(commerceInvoices.buyerName, pattern),
    ilike(commerceInvoices.buyerEmail, pattern),
    sql`exists (select 1 from jsonb_array_elements(${commerceInvoices.lines}) line where line->>'description' ilike ${pattern})`,
  );
}
