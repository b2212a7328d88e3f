import * as z from 'zod';
import { Cents, Id, Timestamp } from '../../common';
import { listAnswer, listQuery, QueryFlag } from '../../list';
import { text } from '../../text';
import { CONDITIONS, PRODUCT_KINDS, STORES } from '../../../src/apps/commerce/domain/catalogue-terms';

export const StoreName = z.enum(STORES);
const Condition = z.enum(CONDITIONS);
export const ProductKind = z.enum(PRODUCT_KINDS);

/** A price as the storefront shows it: minor units in the organisation's currency. */
export const Price = z.object({ amountMinor: Cents, currency: text().length(3) });

const CategoryRef = z.object({ slug: text(), name: text() });

/** A product as a tile shows it: one image, the price and whether it can be had now. */
export const ProductCard = z.object({
  id: Id,
  store: StoreName,
  kind: ProductKind,
  name: text(),
  category: CategoryRef.nullable(),
  price: Price,
  /** A signed link to the first image, or none. */
  imageUrl: text().nullable(),
  condition: Condition.nullable(),
  /** Units that can be ordered now, over every location (for a kit: as many whole kits as its components allow). */
  available: z.int().min(0),
  createdAt: Timestamp,
});

const ProductSpec = z.object({ name: text(), value: text() });

/** A kit's contents: each component with how many the kit holds. */
const KitComponent = z.object({ id: Id, name: text(), quantity: z.int().min(1), imageUrl: text().nullable() });

/** The product page: every image, the specs, the kit's contents. */
export const ProductDetail = ProductCard.extend({
  description: text(),
  imageUrls: z.array(text()),
  specs: z.array(ProductSpec),
  components: z.array(KitComponent),
});

export const StorefrontCategory = CategoryRef.extend({
  /** Products of the category the reader may see. */
  productCount: z.int().min(0),
  imageUrl: text().nullable(),
});
export const StorefrontCategoryList = z.object({ items: z.array(StorefrontCategory) });

/** The store's front page: what it features, what the reader looked at last, and where to browse. */
export const StorefrontHome = z.object({
  featured: z.array(ProductCard),
  recentlyViewed: z.array(ProductCard),
  categories: z.array(StorefrontCategory),
});

const PRODUCT_SORT_FIELDS = ['name', 'price', 'createdAt'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/**
 * Browsing, filtering and searching one store: `q` matches name, description and category; prices are minor units;
 * `inStock` keeps what can be ordered now. Without a sort, a search ranks by name.
 */
export const ProductListQuery = listQuery(PRODUCT_SORT_FIELDS, {
  category: text().trim().max(120).optional(),
  kind: ProductKind.optional(),
  condition: Condition.optional(),
  minPrice: z.coerce.number().pipe(Cents).optional(),
  maxPrice: z.coerce.number().pipe(Cents).optional(),
  inStock: QueryFlag.optional(),
});
export const ProductList = listAnswer(ProductCard);
