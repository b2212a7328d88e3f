import { and, asc, desc, eq, gt, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ProductSortField } from '../../../../contract/apps/commerce/storefront-schemas';
import type { Role } from '../../../../contract/common';
import type { Condition, ProductKind, Store } from '../../../../src/apps/commerce/domain/catalogue-terms';
import { containing, orderOf, pageOf, type Db } from '../../../kernel';
import { commerceCategories, commerceKitComponents, commerceProducts, type ProductSpec } from '../schema/catalogue';
import { commerceRecentlyViewed } from '../schema/storefront';
import { availableUnits, type LinkedLevels } from './stock-availability';

/** How many products a person's recently viewed keeps: the home page shows the newest of them. */
const RECENTLY_VIEWED_KEPT = 24;

const p = commerceProducts;

/** The storefront shows only active products, and of those only the ones the reader's role may see (none listed: everyone). */
export const visibleTo = (role: Role) =>
  and(eq(p.active, true), or(sql`cardinality(${p.visibleToRoles}) = 0`, sql`${role} = any(${p.visibleToRoles})`))!;

export interface StorefrontReader {
  readonly organisationId: string;
  readonly userId: string;
  readonly role: Role;
}

export interface ProductCardRow {
  readonly id: string;
  readonly organisationId: string;
  readonly store: Store;
  readonly kind: ProductKind;
  readonly name: string;
  readonly categorySlug: string | null;
  readonly categoryName: string | null;
  readonly priceMinor: number;
  readonly currency: string;
  readonly imageKeys: string[];
  readonly condition: Condition | null;
  readonly available: number;
  readonly createdAt: Date;
}

export interface ProductDetailRow extends ProductCardRow {
  readonly description: string;
  readonly specs: ProductSpec[];
}

export interface ProductFilter {
  readonly page: number;
  readonly pageSize: number;
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly category?: string | undefined;
  readonly kind?: ProductKind | undefined;
  readonly condition?: Condition | undefined;
  readonly minPrice?: number | undefined;
  readonly maxPrice?: number | undefined;
  readonly inStock?: boolean | undefined;
}

const cardColumns = (linked: LinkedLevels) => ({
  id: p.id,
  organisationId: p.organisationId,
  store: p.store,
  kind: p.kind,
  name: p.name,
  categorySlug: commerceCategories.slug,
  categoryName: commerceCategories.name,
  priceMinor: p.priceMinor,
  currency: p.currency,
  imageKeys: p.imageKeys,
  condition: p.condition,
  available: availableUnits(linked),
  createdAt: p.createdAt,
});

const sortColumns: Readonly<Record<ProductSortField, typeof p.name | typeof p.priceMinor | typeof p.createdAt>> = {
  name: p.name,
  price: p.priceMinor,
  createdAt: p.createdAt,
};

/**
 * What the storefronts read of the catalogue's tables (the catalogue area owns them): one store's products as one
 * reader may see them, every query scoped by organisation and store; and the reader's recently viewed products.
 */
export class StorefrontRepository {
  constructor(private readonly db: Db) {}

  private shown(reader: StorefrontReader, store: Store): SQL {
    return and(eq(p.organisationId, reader.organisationId), eq(p.store, store), visibleTo(reader.role))!;
  }

  private cards(linked: LinkedLevels) {
    return this.db.select(cardColumns(linked)).from(p).leftJoin(commerceCategories, eq(commerceCategories.id, p.categoryId));
  }

  /** Every word of `q` in the name, the description or the category's name. */
  private matching(q: string | undefined): SQL | undefined {
    const words = q?.split(/\s+/).filter(Boolean) ?? [];
    return and(...words.map((word) => or(ilike(p.name, containing(word)), ilike(p.description, containing(word)), ilike(commerceCategories.name, containing(word)))));
  }

  async products(reader: StorefrontReader, store: Store, filter: ProductFilter, linked: LinkedLevels): Promise<{ items: ProductCardRow[]; total: number }> {
    const where = and(
      this.shown(reader, store),
      filter.category ? eq(commerceCategories.slug, filter.category) : undefined,
      filter.kind ? eq(p.kind, filter.kind) : undefined,
      filter.condition ? eq(p.condition, filter.condition) : undefined,
      filter.minPrice === undefined ? undefined : gte(p.priceMinor, filter.minPrice),
      filter.maxPrice === undefined ? undefined : lte(p.priceMinor, filter.maxPrice),
      filter.inStock ? gt(availableUnits(linked), 0) : undefined,
      this.matching(filter.q),
    );
    const items = await this.cards(linked)
      .where(where)
      .orderBy(...orderOf(sortColumns, filter.sort, 'name', p.id))
      .limit(pageOf(filter).limit)
      .offset(pageOf(filter).offset);
    const [count] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(p)
      .leftJoin(commerceCategories, eq(commerceCategories.id, p.categoryId))
      .where(where);
    return { items, total: count?.total ?? 0 };
  }

  /** The newest products that can be had now: what the home page features. */
  featured(reader: StorefrontReader, store: Store, limit: number, linked: LinkedLevels): Promise<ProductCardRow[]> {
    return this.cards(linked)
      .where(and(this.shown(reader, store), gt(availableUnits(linked), 0)))
      .orderBy(desc(p.createdAt), asc(p.id))
      .limit(limit);
  }

  async product(reader: StorefrontReader, store: Store, id: string, linked: LinkedLevels): Promise<ProductDetailRow | undefined> {
    const [row] = await this.db
      .select({ ...cardColumns(linked), description: p.description, specs: p.specs })
      .from(p)
      .leftJoin(commerceCategories, eq(commerceCategories.id, p.categoryId))
      .where(and(this.shown(reader, store), eq(p.id, id)));
    return row;
  }

  /** A kit's contents in the order the catalogue keeps them. */
  components(organisationId: string, kitId: string) {
    return this.db
      .select({ id: p.id, name: p.name, quantity: commerceKitComponents.quantity, imageKeys: p.imageKeys })
      .from(commerceKitComponents)
      .innerJoin(p, eq(p.id, commerceKitComponents.productId))
      .where(and(eq(commerceKitComponents.organisationId, organisationId), eq(commerceKitComponents.kitId, kitId)))
      .orderBy(asc(commerceKitComponents.position), asc(p.name));
  }

  /** The store's categories that hold products the reader may see, with their count and one product's images. */
  categories(reader: StorefrontReader, store: Store) {
    const c = commerceCategories;
    return this.db
      .select({
        slug: c.slug,
        name: c.name,
        productCount: sql<number>`count(${p.id})::int`,
        imageKey: sql<string | null>`(array_agg(${p.imageKeys}[1] order by ${p.createdAt} desc) filter (where cardinality(${p.imageKeys}) > 0))[1]`,
      })
      .from(c)
      .innerJoin(p, and(eq(p.categoryId, c.id), this.shown(reader, store)))
      .where(and(eq(c.organisationId, reader.organisationId), eq(c.store, store)))
      .groupBy(c.id, c.slug, c.name)
      .orderBy(asc(c.name));
  }

  /** What the reader looked at last in this store, newest first, still visible to them. */
  recentlyViewed(reader: StorefrontReader, store: Store, limit: number, linked: LinkedLevels): Promise<ProductCardRow[]> {
    const r = commerceRecentlyViewed;
    return this.cards(linked)
      .innerJoin(r, and(eq(r.productId, p.id), eq(r.organisationId, reader.organisationId), eq(r.userId, reader.userId)))
      .where(this.shown(reader, store))
      .orderBy(desc(r.viewedAt), asc(p.id))
      .limit(limit);
  }

  /** Remembers a view (the newest first), keeping only the person's latest few. */
  async recordView(reader: StorefrontReader, productId: string, at: Date): Promise<void> {
    const r = commerceRecentlyViewed;
    const { organisationId, userId } = reader;
    await this.db
      .insert(r)
      .values({ organisationId, userId, productId, viewedAt: at })
      .onConflictDoUpdate({ target: [r.organisationId, r.userId, r.productId], set: { viewedAt: at } });
    const kept = this.db
      .select({ productId: r.productId })
      .from(r)
      .where(and(eq(r.organisationId, organisationId), eq(r.userId, userId)))
      .orderBy(desc(r.viewedAt), asc(r.productId))
      .limit(RECENTLY_VIEWED_KEPT);
    await this.db.delete(r).where(and(eq(r.organisationId, organisationId), eq(r.userId, userId), sql`${r.productId} not in (${kept})`));
  }

  /** Cards of some products of one organisation, whatever their store, as a reader may see them (the cart's lines). */
  cardsByIds(reader: Pick<StorefrontReader, 'organisationId' | 'role'>, ids: readonly string[], linked: LinkedLevels): Promise<ProductCardRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.cards(linked).where(and(eq(p.organisationId, reader.organisationId), visibleTo(reader.role), inArray(p.id, [...ids])));
  }
}
