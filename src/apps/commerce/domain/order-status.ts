/**
 * An order's three statuses kept apart: where the order is in its life (order status), whether its money was taken
 * (payment status) and how much of it left the warehouse (fulfilment status, derived from its lines).
 */
export const ORDER_KINDS = ['shop', 'devicehub', 'buyback', 'corporate', 'campaign'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_STATUSES = [
  'awaiting-approval',
  'ordered',
  'processing',
  'partially-shipped',
  'shipped',
  'completed',
  'declined',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** `held`: taken from the wallet or credits while an approver decides; `paid`: invoiced; `refunded`: given back. */
export const PAYMENT_STATUSES = ['held', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const FULFILMENT_STATUSES = ['unfulfilled', 'partially-shipped', 'shipped'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['wallet', 'credits', 'company'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const APPROVAL_STATES = ['none', 'pending', 'accepted', 'refused'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** What can happen to an order; shipping is told by the lines it leaves with the fulfilment they reach. */
export type OrderEvent =
  | { readonly type: 'approve' }
  | { readonly type: 'decline' }
  | { readonly type: 'process' }
  | { readonly type: 'ship'; readonly fulfilment: FulfilmentStatus }
  | { readonly type: 'complete' }
  | { readonly type: 'cancel' };

type OrderEventType = OrderEvent['type'];

/** The status a new order starts in: above the threshold an approver decides first. */
export function initialStatus(needsApproval: boolean): OrderStatus {
  return needsApproval ? 'awaiting-approval' : 'ordered';
}

/**
 * The next status, or null when the event does not apply. Nothing that left the warehouse is cancelled (its units
 * are no longer reserved to release), and only a fully shipped order completes.
 */
export function nextStatus(status: OrderStatus, event: OrderEvent): OrderStatus | null {
  switch (event.type) {
    case 'approve':
      return status === 'awaiting-approval' ? 'ordered' : null;
    case 'decline':
      return status === 'awaiting-approval' ? 'declined' : null;
    case 'process':
      return status === 'ordered' ? 'processing' : null;
    case 'ship':
      if (!['ordered', 'processing', 'partially-shipped'].includes(status) || event.fulfilment === 'unfulfilled') return null;
      return event.fulfilment;
    case 'complete':
      return status === 'shipped' ? 'completed' : null;
    case 'cancel':
      return status === 'awaiting-approval' || status === 'ordered' || status === 'processing' ? 'cancelled' : null;
  }
}

/** The events an order in this status takes (shipping is offered while anything is left to ship). */
export function allowedEvents(status: OrderStatus): OrderEventType[] {
  const probes: OrderEvent[] = [
    { type: 'approve' },
    { type: 'decline' },
    { type: 'process' },
    { type: 'ship', fulfilment: 'partially-shipped' },
    { type: 'complete' },
    { type: 'cancel' },
  ];
  return probes.filter((event) => nextStatus(status, event) !== null).map((event) => event.type);
}

/** An order is open while something can still happen to it: completed, declined and cancelled ones are done. */
export function isOpenOrder(status: OrderStatus): boolean {
  return allowedEvents(status).length > 0;
}

export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(isOpenOrder);

/** What the person who placed an order may do to it themselves: cancel it, while the status allows. */
export function ownerEvents(status: OrderStatus): OrderEventType[] {
  return allowedEvents(status).filter((event) => event === 'cancel');
}

/** Why an order cannot be cancelled now, or null when it can: once anything has shipped it is past cancelling. */
export function cancelRefusal(status: OrderStatus): 'already-shipped' | 'not-allowed-now' | null {
  if (nextStatus(status, { type: 'cancel' }) !== null) return null;
  return status === 'partially-shipped' || status === 'shipped' || status === 'completed' ? 'already-shipped' : 'not-allowed-now';
}

interface FulfilmentLine {
  readonly quantity: number;
  readonly shippedQuantity: number;
}

/** Shipped when every unit of every line left, partially shipped when some did. */
export function fulfilmentOf(lines: readonly FulfilmentLine[]): FulfilmentStatus {
  const ordered = lines.reduce((sum, line) => sum + line.quantity, 0);
  const shipped = lines.reduce((sum, line) => sum + Math.min(line.shippedQuantity, line.quantity), 0);
  if (shipped === 0) return 'unfulfilled';
  return shipped >= ordered ? 'shipped' : 'partially-shipped';
}

type ShipmentProblem = 'nothing-to-ship' | 'unknown-line' | 'more-than-ordered';

/**
 * What a shipment leaves the lines at: the named quantities, or everything still unshipped when it names none
 * (a tracking number for the whole order). Refused when it ships nothing or more than a line has left.
 */
export function linesAfterShipment<L extends FulfilmentLine & { readonly id: string }>(
  lines: readonly L[],
  shipped: readonly { readonly lineId: string; readonly quantity: number }[] | null,
): { lines: L[] } | { problem: ShipmentProblem } {
  const wanted = new Map<string, number>();
  if (shipped === null) for (const line of lines) wanted.set(line.id, line.quantity - line.shippedQuantity);
  else
    for (const item of shipped) {
      if (!lines.some((line) => line.id === item.lineId)) return { problem: 'unknown-line' };
      wanted.set(item.lineId, (wanted.get(item.lineId) ?? 0) + item.quantity);
    }
  const after = lines.map((line) => ({ ...line, shippedQuantity: line.shippedQuantity + (wanted.get(line.id) ?? 0) }));
  if (after.some((line) => line.shippedQuantity > line.quantity)) return { problem: 'more-than-ordered' };
  if ([...wanted.values()].every((quantity) => quantity <= 0)) return { problem: 'nothing-to-ship' };
  return { lines: after };
}

/** Told to the person who placed an order whenever it changes, so their open request history shows it live. */
export const ORDER_CHANGED_EVENT = 'commerce.order.changed';
export interface OrderChangedPayload {
  readonly orderId: string;
}
