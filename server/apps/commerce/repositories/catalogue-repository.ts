import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Role } from '../../../../contract/common';
import type { ProductKind, Store } from '../../../../src/apps/commerce/domain/catalogue-terms';
import type { UnitPart } from '../../../../src/apps/commerce/domain/purchased-devices';
import { containing, orderOf, pageOf, versionedUpdate, type Db, type PageRequest } from '../../../kernel';
import { commerceCategories, commerceKitComponents, commerceProducts } from '../schema/catalogue';

export type ProductRow = typeof commerceProducts.$inferSelect;
export type ProductValues = Omit<typeof commerceProducts.$inferInsert, 'id' | 'organisationId' | 'version' | 'createdAt' | 'updatedAt'>;
export type CategoryRow = typeof commerceCategories.$inferSelect;

/** What other areas read of a product: what it is, what it costs, who may see it. */
export interface ProductSummary {
  readonly id: string;
  readonly store: Store;
  readonly kind: ProductKind;
  readonly name: string;
  readonly priceMinor: number;
  readonly currency: string;
  readonly imageKeys: string[];
  readonly visibleToRoles: Role[];
  readonly active: boolean;
}

export interface KitComponentRow {
  readonly kitId: string;
  readonly productId: string;
  readonly quantity: number;
  readonly name: string;
  readonly imageKeys: string[];
}

/**
 * The admin's search over one store (the storefronts search through their own repository, which shows only what a
 * reader may see). `q` matches name, description and category name.
 */
export interface ProductSearch extends PageRequest {
  readonly store: Store;
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly categoryId?: string | undefined;
  readonly kind?: ProductKind | undefined;
}

export interface ProductListRow extends ProductRow {
  readonly categoryName: string | null;
  readonly categorySlug: string | null;
}

const p = commerceProducts;
const scoped = (organisationId: string, id: string) => and(eq(p.organisationId, organisationId), eq(p.id, id));

/** Products and kits of both stores: the admin's CRUD and the reads of the storefront, the cart and orders. */
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  /** Products and kits by name in any case (an imported order names what it bought), the oldest first. */
  async productsByNames(organisationId: string, names: readonly string[]): Promise<{ id: string; store: Store; kind: ProductKind; name: string }[]> {
    if (names.length === 0) return [];
    const lower = [...new Set(names.map((name) => name.toLowerCase()))];
    return this.db
      .select({ id: p.id, store: p.store, kind: p.kind, name: p.name })
      .from(p)
      .where(and(eq(p.organisationId, organisationId), inArray(sql`lower(${p.name})`, lower)))
      .orderBy(asc(p.createdAt), asc(p.id));
  }

  /** The products an order or a cart names, as they are now; ids of another organisation are simply absent. */
  async productsByIds(organisationId: string, ids: readonly string[]): Promise<ProductSummary[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: p.id,
        store: p.store,
        kind: p.kind,
        name: p.name,
        priceMinor: p.priceMinor,
        currency: p.currency,
        imageKeys: p.imageKeys,
        visibleToRoles: p.visibleToRoles,
        active: p.active,
      })
      .from(p)
      .where(and(eq(p.organisationId, organisationId), inArray(p.id, [...new Set(ids)])));
  }

  async search(organisationId: string, search: ProductSearch): Promise<{ rows: ProductListRow[]; total: number }> {
    const category = commerceCategories;
    const where = and(
      eq(p.organisationId, organisationId),
      eq(p.store, search.store),
      search.categoryId ? eq(p.categoryId, search.categoryId) : undefined,
      search.kind ? eq(p.kind, search.kind) : undefined,
      search.q
        ? or(ilike(p.name, containing(search.q)), ilike(p.description, containing(search.q)), ilike(category.name, containing(search.q)))
        : undefined,
    );
    const order = orderOf({ name: p.name, price: p.priceMinor, createdAt: p.createdAt }, search.sort, 'name', p.id);
    const { limit, offset } = pageOf(search);
    const rows = await this.db
      .select({ product: p, categoryName: category.name, categorySlug: category.slug })
      .from(p)
      .leftJoin(category, eq(category.id, p.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(p).leftJoin(category, eq(category.id, p.categoryId)).where(where);
    return {
      rows: rows.map((row) => ({ ...row.product, categoryName: row.categoryName, categorySlug: row.categorySlug })),
      total: counted?.total ?? 0,
    };
  }

  async find(organisationId: string, id: string): Promise<ProductRow | undefined> {
    const [row] = await this.db.select().from(p).where(scoped(organisationId, id));
    return row;
  }

  async insert(organisationId: string, values: ProductValues): Promise<ProductRow> {
    const [row] = await this.db
      .insert(p)
      .values({ ...values, organisationId })
      .returning();
    return row!;
  }

  /** The organisation's products that sell a Manage accessory's count, with the accessory they are linked to. */
  async linked(organisationId: string): Promise<{ productId: string; accessoryId: string }[]> {
    const rows = await this.db
      .select({ productId: p.id, accessoryId: p.accessoryId })
      .from(p)
      .where(and(eq(p.organisationId, organisationId), isNotNull(p.accessoryId)));
    return rows.map((row) => ({ productId: row.productId, accessoryId: row.accessoryId! }));
  }

  /** Undefined when the version is stale or the product is another organisation's. */
  update(organisationId: string, id: string, version: number, values: Partial<ProductValues>, now: Date): Promise<ProductRow | undefined> {
    return versionedUpdate(this.db, p, { organisationId, id, version }, values, now);
  }

  /** One store's active kits by name; only those of `ids` when given. */
  activeKits(organisationId: string, store: Store, ids?: readonly string[]): Promise<ProductRow[]> {
    if (ids?.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(p)
      .where(and(eq(p.organisationId, organisationId), eq(p.store, store), eq(p.kind, 'kit'), eq(p.active, true), ids ? inArray(p.id, [...ids]) : undefined))
      .orderBy(asc(p.name), asc(p.id));
  }

  /** Each kit's components with their names, in the kit's order. */
  components(organisationId: string, kitIds: readonly string[]): Promise<KitComponentRow[]> {
    if (kitIds.length === 0) return Promise.resolve([]);
    const c = commerceKitComponents;
    return this.db
      .select({ kitId: c.kitId, productId: c.productId, quantity: c.quantity, name: p.name, imageKeys: p.imageKeys })
      .from(c)
      .innerJoin(p, eq(p.id, c.productId))
      .where(and(eq(c.organisationId, organisationId), inArray(c.kitId, [...kitIds])))
      .orderBy(asc(c.position), asc(p.name));
  }

  /**
   * What one unit of each of these products or kits is made of, with each part's category: a product is itself, a
   * kit its components.
   */
  async unitParts(organisationId: string, ids: readonly string[]): Promise<(UnitPart & { readonly itemId: string })[]> {
    if (ids.length === 0) return [];
    const c = commerceKitComponents;
    const category = commerceCategories;
    const wanted = [...new Set(ids)];
    const products = await this.db
      .select({ itemId: p.id, name: p.name, categoryName: category.name })
      .from(p)
      .leftJoin(category, eq(category.id, p.categoryId))
      .where(and(eq(p.organisationId, organisationId), eq(p.kind, 'product'), inArray(p.id, wanted)));
    const components = await this.db
      .select({ itemId: c.kitId, name: p.name, categoryName: category.name, quantity: c.quantity })
      .from(c)
      .innerJoin(p, eq(p.id, c.productId))
      .leftJoin(category, eq(category.id, p.categoryId))
      .where(and(eq(c.organisationId, organisationId), inArray(c.kitId, wanted)))
      .orderBy(asc(c.position), asc(p.name));
    return [...products.map((product) => ({ ...product, quantity: 1 })), ...components];
  }

  async replaceComponents(organisationId: string, kitId: string, components: readonly { productId: string; quantity: number }[]): Promise<void> {
    const c = commerceKitComponents;
    await this.db.delete(c).where(and(eq(c.organisationId, organisationId), eq(c.kitId, kitId)));
    if (components.length === 0) return;
    await this.db.insert(c).values(components.map((component, position) => ({ ...component, position, organisationId, kitId })));
  }

  /** The kits a product is a component of (a product in a kit is not deactivated silently). */
  async kitsContaining(organisationId: string, productId: string): Promise<string[]> {
    const c = commerceKitComponents;
    const rows = await this.db
      .select({ kitId: c.kitId })
      .from(c)
      .where(and(eq(c.organisationId, organisationId), eq(c.productId, productId)));
    return rows.map((row) => row.kitId);
  }
}

/** Each store's categories. */
export class CategoryRepository {
  constructor(private readonly db: Db) {}

  list(organisationId: string, store: Store): Promise<CategoryRow[]> {
    const c = commerceCategories;
    return this.db
      .select()
      .from(c)
      .where(and(eq(c.organisationId, organisationId), eq(c.store, store)))
      .orderBy(asc(c.name));
  }

  /** How many products each category of the store holds. */
  async productCounts(organisationId: string, store: Store): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ categoryId: p.categoryId, total: count() })
      .from(p)
      .where(and(eq(p.organisationId, organisationId), eq(p.store, store)))
      .groupBy(p.categoryId);
    return new Map(rows.flatMap((row) => (row.categoryId ? [[row.categoryId, row.total] as const] : [])));
  }

  async find(organisationId: string, id: string): Promise<CategoryRow | undefined> {
    const c = commerceCategories;
    const [row] = await this.db
      .select()
      .from(c)
      .where(and(eq(c.organisationId, organisationId), eq(c.id, id)));
    return row;
  }

  async insert(organisationId: string, values: { store: Store; name: string; slug: string }): Promise<CategoryRow> {
    const [row] = await this.db
      .insert(commerceCategories)
      .values({ ...values, organisationId })
      .returning();
    return row!;
  }

  update(organisationId: string, id: string, version: number, values: { name: string; slug: string }, now: Date) {
    return versionedUpdate(this.db, commerceCategories, { organisationId, id, version }, values, now);
  }

  async remove(organisationId: string, id: string, version: number): Promise<boolean> {
    const c = commerceCategories;
    const rows = await this.db
      .delete(c)
      .where(and(eq(c.organisationId, organisationId), eq(c.id, id), eq(c.version, version)))
      .returning({ id: c.id });
    return rows.length > 0;
  }
}
