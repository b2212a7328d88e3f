import type { ListPage, ListRequest } from '../../../../application/ports/list-page';
import type { PersonRef } from '../../../../application/ports/person-ref';
import type { PlaceRef } from './places-gateway';

interface Purchase {
  readonly orderNumber: string | null;
  readonly purchaseDate: string | null;
  readonly purchaseCostCents: number | null;
  readonly notes: string | null;
}

export interface Consumable extends Purchase {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly manufacturer: string | null;
  readonly modelNumber: string | null;
  readonly itemNumber: string | null;
  readonly location: PlaceRef | null;
  readonly quantity: number;
  readonly minQuantity: number;
  readonly lowStock: boolean;
  readonly issued: number;
  readonly createdAt: string;
  readonly version: number;
}

export interface ConsumableDetails extends Consumable {
  readonly issues: readonly { readonly id: string; readonly person: PersonRef; readonly quantity: number; readonly note: string | null; readonly issuedBy: string | null; readonly at: string }[];
}

export interface Component extends Purchase {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly manufacturer: string | null;
  readonly modelNumber: string | null;
  readonly serial: string | null;
  readonly location: PlaceRef | null;
  readonly total: number;
  readonly remaining: number;
  readonly minQuantity: number;
  readonly lowStock: boolean;
  readonly createdAt: string;
  readonly version: number;
}

export interface ComponentDetails extends Component {
  readonly installs: readonly { readonly id: string; readonly asset: { readonly id: string; readonly assetTag: string; readonly model: string }; readonly quantity: number; readonly at: string }[];
}

interface PurchaseFields {
  readonly orderNumber?: string | null;
  readonly purchaseDate?: string | null;
  readonly purchaseCostCents?: number | null;
  readonly notes?: string | null;
}
export interface ConsumableFields extends PurchaseFields {
  readonly name: string;
  readonly category: string;
  readonly manufacturer?: string | null;
  readonly modelNumber?: string | null;
  readonly itemNumber?: string | null;
  readonly locationId?: string | null;
  readonly quantity: number;
  readonly minQuantity?: number;
}
export interface ComponentFields extends PurchaseFields {
  readonly name: string;
  readonly category: string;
  readonly manufacturer?: string | null;
  readonly modelNumber?: string | null;
  readonly serial?: string | null;
  readonly locationId?: string | null;
  readonly total: number;
  readonly minQuantity?: number;
}

export interface StockQuery extends ListRequest {
  readonly category?: string | undefined;
  readonly lowStock?: boolean | undefined;
  readonly assetId?: string | undefined;
}

/** Consumables (issued and used up) and components (installed into assets). */
export interface StockGateway {
  consumables(query: StockQuery): Promise<ListPage<Consumable>>;
  consumable(id: string): Promise<ConsumableDetails>;
  createConsumable(fields: ConsumableFields): Promise<ConsumableDetails>;
  updateConsumable(id: string, changes: Partial<ConsumableFields> & { version: number }): Promise<ConsumableDetails>;
  issueConsumable(id: string, request: { userId: string; quantity: number; note?: string | null }): Promise<ConsumableDetails>;
  components(query: StockQuery): Promise<ListPage<Component>>;
  component(id: string): Promise<ComponentDetails>;
  createComponent(fields: ComponentFields): Promise<ComponentDetails>;
  updateComponent(id: string, changes: Partial<ComponentFields> & { version: number }): Promise<ComponentDetails>;
  installComponent(id: string, request: { assetId: string; quantity: number }): Promise<ComponentDetails>;
  removeComponent(id: string, installId: string, request: { quantity: number }): Promise<ComponentDetails>;
}

export const STOCK_GATEWAY = Symbol.for('StockGateway');
