import type { OrderStatus } from './order-status';

/** The statuses a buyback or repair order (a return order) takes in Manage Orders. */
export type ReturnOrderTarget = Extract<OrderStatus, 'ordered' | 'processing' | 'shipped' | 'completed' | 'declined' | 'cancelled'>;

/**
 * Where a return order may go from each status. Nothing leaves the warehouse, so it skips the shop's shipping steps:
 * placed (`ordered`), received and looked at (`processing`), then paid or repaired (`completed`), refused by the
 * person or the desk (`declined`, the device sent back: `shipped`), or called off before it arrived (`cancelled`).
 */
const MOVES: Readonly<Record<ReturnOrderTarget, readonly ReturnOrderTarget[]>> = {
  ordered: ['processing', 'cancelled'],
  processing: ['completed', 'declined', 'shipped', 'cancelled'],
  shipped: ['completed'],
  declined: ['shipped'],
  completed: [],
  cancelled: [],
};

/**
 * Whether the order may move to `target`: `same` when it is there already (a retried call changes nothing), `move`
 * when the status allows it, `refused` otherwise.
 */
export function returnOrderMove(status: OrderStatus, target: ReturnOrderTarget): 'same' | 'move' | 'refused' {
  if (status === target) return 'same';
  const moves = (MOVES as Partial<Record<OrderStatus, readonly ReturnOrderTarget[]>>)[status];
  return moves?.includes(target) ? 'move' : 'refused';
}
