import type { ListPage, ListRequest } from '../../../../application/ports/list-page';
import type { Role } from '../../../../domain/session/roles';
import type { Condition, Currency, ProductKind, Store } from '../../domain/catalogue-terms';
import type { LocationKind } from '../../domain/location-terms';
import type { StockMovementKind } from '../../domain/stock-movements';

/** A product's level at one location; available = on hand − reserved. */
export interface LocationStock {
  readonly locationId: string;
  readonly locationName: string;
  readonly onHand: number;
  readonly reserved: number;
  readonly available: number;
}

/** The Manage accessory a product sells the count of: one number, received and counted in Manage. */
export interface LinkedAccessory {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly total: number;
  readonly available: number;
}

export interface AdminProduct {
  readonly id: string;
  readonly store: Store;
  readonly kind: ProductKind;
  readonly name: string;
  readonly category: { readonly id: string; readonly name: string; readonly slug: string } | null;
  readonly priceMinor: number;
  readonly currency: string;
  readonly condition: Condition | null;
  readonly visibleToRoles: readonly Role[];
  readonly active: boolean;
  readonly imageUrl: string | null;
  readonly stock: readonly LocationStock[];
  readonly available: number;
  /** Set, the product has no stock of its own: `available` is the accessory's. */
  readonly accessory: LinkedAccessory | null;
  readonly version: number;
}

export interface AdminProductDetail extends AdminProduct {
  readonly description: string;
  readonly specs: readonly { readonly name: string; readonly value: string }[];
  readonly images: readonly { readonly key: string; readonly url: string }[];
  readonly components: readonly { readonly productId: string; readonly name: string; readonly quantity: number }[];
  readonly createdAt: string;
}

export interface ProductFields {
  readonly name: string;
  readonly description: string;
  readonly categoryId: string | null;
  readonly specs: readonly { readonly name: string; readonly value: string }[];
  readonly priceMinor: number;
  readonly currency: Currency;
  readonly visibleToRoles: readonly Role[];
  readonly condition: Condition | null;
  readonly active: boolean;
  /** The Manage accessory whose count the product sells; null keeps its own stock. */
  readonly accessoryId: string | null;
}

/** A kit's stock is its components': it sells no accessory of its own. */
export interface KitFields extends Omit<ProductFields, 'accessoryId'> {
  readonly components: readonly { readonly productId: string; readonly quantity: number }[];
}

export interface CatalogueOptions {
  readonly currency: string;
  readonly categories: readonly { readonly id: string; readonly name: string }[];
  readonly locations: readonly { readonly id: string; readonly name: string; readonly kind: LocationKind; readonly isDefaultStock: boolean }[];
  /** What a kit may hold (Device Hub only). */
  readonly products: readonly { readonly id: string; readonly name: string }[];
  /** The Manage accessories a product may sell the count of. */
  readonly accessories: readonly LinkedAccessory[];
}

export interface StockMovement {
  readonly id: string;
  readonly kind: StockMovementKind;
  readonly quantity: number;
  readonly onHandAfter: number;
  readonly reservedAfter: number;
  readonly location: { readonly id: string; readonly name: string };
  readonly product: { readonly id: string; readonly name: string };
  readonly kit: { readonly id: string; readonly name: string } | null;
  readonly orderId: string | null;
  readonly note: string | null;
  readonly actor: string | null;
  readonly at: string;
}

interface StockHistory {
  readonly product: { readonly id: string; readonly name: string; readonly kind: ProductKind };
  readonly stock: readonly LocationStock[];
  readonly available: number;
  readonly accessory: LinkedAccessory | null;
  readonly movements: readonly StockMovement[];
}

/** A store's category as the admin sees it: how many of the store's products it holds. */
export interface AdminCategory {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly productCount: number;
  readonly version: number;
}

export interface CategoryFields {
  readonly name: string;
  readonly slug: string;
}

/** The organisation's currency and the order total (minor units) above which an approver decides; version 0: never saved. */
export interface CommerceSettings {
  readonly currency: Currency;
  readonly approvalThresholdMinor: number;
  readonly version: number;
}

export type AdminProductQuery = ListRequest & { readonly kind?: ProductKind | undefined; readonly categoryId?: string | undefined };

export interface ImageUpload {
  readonly file: File;
  readonly version: number;
  readonly onProgress?: (fraction: number) => void;
}

/** Shop Configure and Device Hub Configure: one implementation, each call through the routes of the store it names. */
export interface CatalogueGateway {
  options(store: Store): Promise<CatalogueOptions>;
  list(store: Store, query: AdminProductQuery): Promise<ListPage<AdminProduct>>;
  get(store: Store, id: string): Promise<AdminProductDetail>;
  create(store: Store, fields: ProductFields): Promise<AdminProductDetail>;
  createKit(fields: KitFields): Promise<AdminProductDetail>;
  update(store: Store, id: string, changes: Partial<ProductFields & KitFields> & { readonly version: number }): Promise<AdminProductDetail>;
  uploadImage(store: Store, id: string, upload: ImageUpload): Promise<AdminProductDetail>;
  removeImage(store: Store, id: string, request: { readonly key: string; readonly version: number }): Promise<AdminProductDetail>;
  history(store: Store, id: string): Promise<StockHistory>;
  receive(store: Store, id: string, request: { readonly locationId: string; readonly quantity: number; readonly note: string | null }): Promise<StockHistory>;
  adjust(store: Store, id: string, request: { readonly locationId: string; readonly counted: number; readonly note: string | null }): Promise<StockHistory>;
  categories(store: Store): Promise<{ readonly items: readonly AdminCategory[] }>;
  createCategory(store: Store, fields: CategoryFields): Promise<AdminCategory>;
  updateCategory(store: Store, id: string, changes: CategoryFields & { readonly version: number }): Promise<AdminCategory>;
  /** Its products stay, without a category. */
  deleteCategory(store: Store, id: string, version: number): Promise<void>;
  settings(store: Store): Promise<CommerceSettings>;
  updateSettings(store: Store, settings: CommerceSettings): Promise<CommerceSettings>;
}

export const CATALOGUE_GATEWAY = Symbol.for('CatalogueGateway');
