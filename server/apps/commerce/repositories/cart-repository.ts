import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Store } from '../../../../src/apps/commerce/domain/catalogue-terms';
import type { Db } from '../../../kernel';
import { commerceCartLines } from '../schema/cart';

export interface CartLineRow {
  readonly productId: string;
  readonly quantity: number;
  readonly store: Store;
}

const c = commerceCartLines;

/** The one cart of each person, across both stores: every query names the organisation and the person. */
export class CartRepository {
  constructor(private readonly db: Db) {}

  private of(organisationId: string, personId: string) {
    return and(eq(c.organisationId, organisationId), eq(c.userId, personId));
  }

  /** The person's lines in the order they were first added. */
  linesOf(organisationId: string, personId: string): Promise<CartLineRow[]> {
    return this.db
      .select({ productId: c.productId, quantity: c.quantity, store: c.store })
      .from(c)
      .where(this.of(organisationId, personId))
      .orderBy(asc(c.addedAt), asc(c.productId));
  }

  /** How many of one product the cart holds already (0 when none). */
  async quantityOf(organisationId: string, personId: string, productId: string): Promise<number> {
    const [row] = await this.db
      .select({ quantity: c.quantity })
      .from(c)
      .where(and(this.of(organisationId, personId), eq(c.productId, productId)));
    return row?.quantity ?? 0;
  }

  /** Adds units of a product: a new line, or more of one the cart holds. */
  async add(organisationId: string, personId: string, line: CartLineRow, at: Date): Promise<void> {
    await this.db
      .insert(c)
      .values({ organisationId, userId: personId, ...line, addedAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [c.organisationId, c.userId, c.productId],
        set: { quantity: sql`${c.quantity} + ${line.quantity}`, updatedAt: at },
      });
  }

  /** False when the cart holds no line of the product. */
  async setQuantity(organisationId: string, personId: string, productId: string, quantity: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(c)
      .set({ quantity, updatedAt: at })
      .where(and(this.of(organisationId, personId), eq(c.productId, productId)))
      .returning({ productId: c.productId });
    return rows.length > 0;
  }

  /** Takes products out of the cart (after they were ordered, or at the person's asking); true when any was there. */
  async removeProducts(organisationId: string, personId: string, productIds: readonly string[]): Promise<boolean> {
    if (productIds.length === 0) return false;
    const rows = await this.db
      .delete(c)
      .where(and(this.of(organisationId, personId), inArray(c.productId, [...productIds])))
      .returning({ productId: c.productId });
    return rows.length > 0;
  }
}
