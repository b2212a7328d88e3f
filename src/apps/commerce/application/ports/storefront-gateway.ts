import type { ListPage } from '../../../../application/ports/list-page';
import type { Condition, ProductKind, Store } from '../../domain/catalogue-terms';

/** Minor units in a currency (ISO 4217). */
export interface Price {
  readonly amountMinor: number;
  readonly currency: string;
}

export interface ProductCard {
  readonly id: string;
  readonly store: Store;
  readonly kind: ProductKind;
  readonly name: string;
  readonly category: { readonly slug: string; readonly name: string } | null;
  readonly price: Price;
  readonly imageUrl: string | null;
  readonly condition: Condition | null;
  /** Units that can be ordered now. */
  readonly available: number;
  readonly createdAt: string;
}

export interface ProductDetail extends ProductCard {
  readonly description: string;
  readonly imageUrls: readonly string[];
  readonly specs: readonly { readonly name: string; readonly value: string }[];
  readonly components: readonly { readonly id: string; readonly name: string; readonly quantity: number; readonly imageUrl: string | null }[];
}

export interface StorefrontCategory {
  readonly slug: string;
  readonly name: string;
  readonly productCount: number;
  readonly imageUrl: string | null;
}

interface StorefrontHome {
  readonly featured: readonly ProductCard[];
  readonly recentlyViewed: readonly ProductCard[];
  readonly categories: readonly StorefrontCategory[];
}

export type ProductSort = 'name' | '-name' | 'price' | '-price' | 'createdAt' | '-createdAt';

/** Browsing one store: prices in minor units, `inStock` keeps what can be ordered now. */
export interface ProductQuery {
  readonly page?: number;
  readonly pageSize?: number;
  readonly q?: string | undefined;
  readonly sort?: ProductSort | undefined;
  readonly category?: string | undefined;
  readonly kind?: ProductKind | undefined;
  readonly condition?: Condition | undefined;
  readonly minPrice?: number | undefined;
  readonly maxPrice?: number | undefined;
  readonly inStock?: boolean | undefined;
}

/** Shop and Device Hub as a reader browses them: each call names the store it goes through. */
export interface StorefrontGateway {
  home(store: Store): Promise<StorefrontHome>;
  categories(store: Store): Promise<{ readonly items: readonly StorefrontCategory[] }>;
  products(store: Store, query: ProductQuery): Promise<ListPage<ProductCard>>;
  product(store: Store, id: string): Promise<ProductDetail>;
  recordView(store: Store, id: string): Promise<void>;
}

export const STOREFRONT_GATEWAY = Symbol.for('Commerce.StorefrontGateway');
