import * as z from 'zod';
import { Cents, Id, Role, ShortText, Timestamp, Version } from '../../common';
import { FileKey } from '../../file-routes';
import { listAnswer, listQuery } from '../../list';
import { text } from '../../text';
import { CATEGORY_SLUG_PATTERN, CONDITIONS, CURRENCIES, MAX_CATEGORY_SLUG, PRODUCT_KINDS, STORES } from '../../../src/apps/commerce/domain/catalogue-terms';
import { LOCATION_KINDS } from '../../../src/apps/commerce/domain/location-terms';
import { STOCK_MOVEMENT_KINDS } from '../../../src/apps/commerce/domain/stock-movements';

const Count = z.int().min(0).max(10_000_000);
const Currency = z.enum(CURRENCIES);

// Categories

const CategorySlug = text()
  .trim()
  .min(1)
  .max(MAX_CATEGORY_SLUG)
  .regex(CATEGORY_SLUG_PATTERN, 'a slug: lower-case letters and digits, joined by single dashes');

export const AdminCategory = z.object({ id: Id, name: text(), slug: text(), productCount: Count, version: Version });
export const AdminCategoryList = z.object({ items: z.array(AdminCategory) });
export const CategoryInput = z.strictObject({ name: ShortText, slug: CategorySlug });
export const UpdateCategoryRequest = CategoryInput.extend({ version: Version });

// Products and kits

/** A product's level at one location; available = on hand − reserved. */
export const LocationStock = z.object({
  locationId: Id,
  locationName: text(),
  onHand: Count,
  reserved: Count,
  available: Count,
});

/** The Manage accessory a product sells the count of: one number, kept and changed in Manage. */
export const LinkedAccessory = z.object({ id: Id, name: text(), category: text(), total: Count, available: Count });

const ProductSpecInput = z.strictObject({ name: text().trim().min(1).max(60), value: text().trim().min(1).max(200) });

export const AdminProductItem = z.object({
  id: Id,
  store: z.enum(STORES),
  kind: z.enum(PRODUCT_KINDS),
  name: text(),
  category: z.object({ id: Id, name: text(), slug: text() }).nullable(),
  priceMinor: Cents,
  currency: text(),
  condition: z.enum(CONDITIONS).nullable(),
  visibleToRoles: z.array(Role),
  active: z.boolean(),
  imageUrl: text().nullable(),
  /** Per location; a kit has none of its own. */
  stock: z.array(LocationStock),
  /** Units (for a kit: whole kits) that orders may take now. */
  available: Count,
  /** Set, the product has no stock of its own: `available` is the accessory's. */
  accessory: LinkedAccessory.nullable(),
  version: Version,
});
export const AdminProductList = listAnswer(AdminProductItem);

const KitComponentItem = z.object({ productId: Id, name: text(), quantity: z.int().min(1) });
const ProductImage = z.object({ key: FileKey, url: text() });

export const AdminProductDetail = AdminProductItem.extend({
  description: text(),
  specs: z.array(z.object({ name: text(), value: text() })),
  images: z.array(ProductImage),
  components: z.array(KitComponentItem),
  createdAt: Timestamp,
});

const KitComponentInput = z.strictObject({ productId: Id, quantity: z.int().min(1).max(100) });

/** A product as the admin writes it; Shop products carry no condition (the server refuses one). */
export const ProductInput = z.strictObject({
  name: ShortText,
  description: text().trim().max(4000).default(''),
  categoryId: Id.nullable().default(null),
  specs: z.array(ProductSpecInput).max(30).default([]),
  priceMinor: Cents,
  currency: Currency,
  visibleToRoles: z.array(Role).max(5).default([]),
  condition: z.enum(CONDITIONS).nullable().default(null),
  active: z.boolean().default(true),
  /** The Manage accessory whose count the product sells (a product's, never a kit's); null keeps its own stock. */
  accessoryId: Id.nullable().default(null),
});
/** A kit: a product of its own (Device Hub) made of components with quantities. */
export const KitInput = ProductInput.omit({ accessoryId: true }).extend({ components: z.array(KitComponentInput).min(1).max(30) });
export const UpdateProductRequest = ProductInput.partial().extend({ version: Version, components: z.array(KitComponentInput).min(1).max(30).optional() });

const ADMIN_PRODUCT_SORT_FIELDS = ['name', 'price', 'createdAt'] as const;
export const AdminProductListQuery = listQuery(ADMIN_PRODUCT_SORT_FIELDS, {
  kind: z.enum(PRODUCT_KINDS).optional(),
  categoryId: Id.optional(),
});

/** The version a change was made on, in the query of a request whose body is a file or that has none. */
export const VersionQuery = z.strictObject({ version: z.coerce.number().pipe(Version) });
export const RemoveImageQuery = VersionQuery.extend({ key: FileKey });

/** What the product forms offer: the organisation's currency, the store's categories, the stock locations, the products a kit may hold. */
export const CatalogueOptions = z.object({
  currency: text(),
  categories: z.array(z.object({ id: Id, name: text() })),
  locations: z.array(z.object({ id: Id, name: text(), kind: z.enum(LOCATION_KINDS), isDefaultStock: z.boolean() })),
  products: z.array(z.object({ id: Id, name: text() })),
  /** The Manage accessories a product may sell the count of, by name. */
  accessories: z.array(LinkedAccessory),
});

// Stock

export const ReceiveStockRequest = z.strictObject({ locationId: Id, quantity: z.int().min(1).max(100_000), note: text().trim().max(500).nullable().default(null) });
/** A count of the shelf: the new on-hand figure at the location. */
export const AdjustStockRequest = z.strictObject({ locationId: Id, counted: z.int().min(0).max(10_000_000), note: text().trim().max(500).nullable().default(null) });

export const StockMovementItem = z.object({
  id: Id,
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  quantity: z.int(),
  onHandAfter: Count,
  reservedAfter: Count,
  location: z.object({ id: Id, name: text() }),
  product: z.object({ id: Id, name: text() }),
  kit: z.object({ id: Id, name: text() }).nullable(),
  orderId: Id.nullable(),
  note: text().nullable(),
  actor: text().nullable(),
  at: Timestamp,
});

export const StockHistory = z.object({
  product: z.object({ id: Id, name: text(), kind: z.enum(PRODUCT_KINDS) }),
  stock: z.array(LocationStock),
  available: Count,
  /** Set, the stock is the accessory's: received and counted in Manage. */
  accessory: LinkedAccessory.nullable(),
  movements: z.array(StockMovementItem),
});

// Settings

export const CommerceSettingsItem = z.object({
  currency: Currency,
  approvalThresholdMinor: Cents,
  /** 0 while the organisation has the defaults. */
  version: z.int().min(0),
});
export const UpdateCommerceSettingsRequest = z.strictObject({ currency: Currency, approvalThresholdMinor: Cents, version: z.int().min(0) });
