import type { ListPage, ListRequest } from '../../../../application/ports/list-page';
import type { Store } from '../../domain/catalogue-terms';
import type {
  ApprovalState,
  FulfilmentStatus,
  OrderKind,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '../../domain/order-status';
import type { OrderCounts } from '../../domain/order-tabs';
import type { UnitDevice } from '../../domain/purchased-devices';

type OrderAction = 'approve' | 'decline' | 'process' | 'ship' | 'complete' | 'cancel';

export interface OrderSummary {
  readonly id: string;
  readonly number: number;
  readonly kind: OrderKind;
  readonly status: OrderStatus;
  readonly paymentStatus: PaymentStatus;
  readonly fulfilmentStatus: FulfilmentStatus;
  readonly paymentMethod: PaymentMethod;
  readonly approvalState: ApprovalState;
  readonly currency: string;
  readonly totalMinor: number;
  readonly itemCount: number;
  readonly personName: string;
  readonly personEmail: string;
  readonly placedAt: string;
  readonly updatedAt: string;
  readonly version: number;
}

interface OrderLine {
  readonly id: string;
  readonly productId: string;
  readonly productKind: 'product' | 'kit';
  readonly name: string;
  readonly quantity: number;
  readonly unitPriceMinor: number;
  readonly lineTotalMinor: number;
  readonly shippedQuantity: number;
  /** The devices one unit holds that join the fleet when it ships (none but a Device Hub order's). */
  readonly devices: readonly UnitDevice[];
}

export interface OrderDetail extends OrderSummary {
  readonly lines: readonly OrderLine[];
  readonly deliveryAddress: {
    readonly source: 'location' | 'home';
    readonly locationId: string | null;
    readonly name: string;
    readonly line1: string;
    readonly line2: string | null;
    readonly postcode: string;
    readonly city: string;
    readonly country: string;
  };
  readonly shipments: readonly {
    readonly id: string;
    readonly carrier: string | null;
    readonly trackingNumber: string;
    readonly lines: readonly { readonly lineId: string; readonly quantity: number }[];
    readonly shippedAt: string;
  }[];
  readonly notes: readonly { readonly id: string; readonly authorName: string; readonly body: string; readonly createdAt: string }[];
  readonly decisionReason: string | null;
  readonly invoice: { readonly id: string; readonly number: string } | null;
  /** The credit note that took the invoice back when the order was cancelled. */
  readonly creditNote: { readonly id: string; readonly number: string } | null;
  /** The fleet's assets its shipped devices became, by line and the device's number among the line's. */
  readonly assets: readonly { readonly id: string; readonly assetTag: string; readonly serial: string | null; readonly lineId: string; readonly unit: number }[];
  readonly actions: readonly OrderAction[];
}

export interface OrderQuery extends ListRequest {
  readonly status?: string | undefined;
}

export interface Shipment {
  readonly version: number;
  readonly trackingNumber: string;
  readonly carrier?: string | null;
  /** null ships everything still to ship. */
  readonly lines: readonly { readonly lineId: string; readonly quantity: number }[] | null;
  /** Serials of the parcel's devices, each by its line and its number among the line's devices. */
  readonly serials?: readonly { readonly lineId: string; readonly unit: number; readonly serial: string }[];
}

/** The employee's orders, through the storefront they were placed in. */
export interface MyOrdersGateway {
  list(store: Store, query: OrderQuery): Promise<ListPage<OrderSummary>>;
  get(store: Store, id: string): Promise<OrderDetail>;
  /** While nothing of it has shipped; the server refuses, with its reason, once something has. */
  cancel(store: Store, id: string, version: number, reason: string): Promise<OrderDetail>;
}

/** Manage Orders: every order of the organisation, one kind (tab) at a time. */
export interface ManagedOrdersGateway {
  list(kind: OrderKind, query: OrderQuery): Promise<ListPage<OrderSummary>>;
  /** How many orders each kind (tab) holds. */
  counts(): Promise<OrderCounts>;
  exportCsv(kind: OrderKind, query: OrderQuery): Promise<{ readonly filename: string; readonly contentType: string; readonly content: string }>;
  get(id: string): Promise<OrderDetail>;
  addNote(id: string, body: string): Promise<OrderDetail>;
  ship(id: string, shipment: Shipment): Promise<OrderDetail>;
  process(id: string, version: number): Promise<OrderDetail>;
  complete(id: string, version: number): Promise<OrderDetail>;
  cancel(id: string, version: number, reason: string): Promise<OrderDetail>;
  decide(id: string, decision: 'accepted' | 'refused', reason?: string): Promise<OrderDetail>;
}

export const MY_ORDERS_GATEWAY = Symbol.for('Commerce.MyOrdersGateway');
export const MANAGED_ORDERS_GATEWAY = Symbol.for('Commerce.ManagedOrdersGateway');
