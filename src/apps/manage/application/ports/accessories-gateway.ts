import type { ListPage, ListRequest } from '../../../../application/ports/list-page';
import type { PersonRef } from '../../../../application/ports/person-ref';
import type { PlaceRef } from './places-gateway';

export interface Accessory {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly manufacturer: string | null;
  readonly location: PlaceRef | null;
  readonly total: number;
  readonly available: number;
  readonly lowStockThreshold: number;
  readonly lowStock: boolean;
  readonly costCents: number | null;
  readonly notes: string | null;
  readonly archived: boolean;
  readonly createdAt: string;
  readonly version: number;
}

interface AccessoryCheckout {
  readonly id: string;
  readonly person: PersonRef;
  readonly quantity: number;
  readonly at: string;
}

export interface AccessoryDetails extends Accessory {
  readonly checkouts: readonly AccessoryCheckout[];
  /** Units store orders hold until they ship, already out of `available`. */
  readonly reserved: number;
}

export interface AccessoryFields {
  readonly name: string;
  readonly category: string;
  readonly manufacturer?: string | null;
  readonly locationId?: string | null;
  readonly total: number;
  readonly lowStockThreshold?: number;
  readonly costCents?: number | null;
  readonly notes?: string | null;
}

export type AccessoryQuery = ListRequest & { readonly category?: string; readonly lowStock?: boolean; readonly archived?: boolean };

export interface AccessoriesGateway {
  list(query: AccessoryQuery): Promise<ListPage<Accessory>>;
  get(id: string): Promise<AccessoryDetails>;
  create(accessory: AccessoryFields): Promise<Accessory>;
  update(id: string, changes: Partial<AccessoryFields> & { readonly version: number }): Promise<Accessory>;
  /** Never takes stock below zero: the server refuses with 409. */
  checkOut(id: string, request: { userId: string; quantity: number }): Promise<AccessoryDetails>;
  checkIn(id: string, checkoutId: string): Promise<AccessoryDetails>;
  archive(id: string, request: { readonly version: number }): Promise<Accessory>;
  restore(id: string, request: { readonly version: number }): Promise<Accessory>;
}

export const ACCESSORIES_GATEWAY = Symbol.for('AccessoriesGateway');
