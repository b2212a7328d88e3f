import type { RepairState } from './repair-state';

/** The statuses of Manage Orders a repair order takes (commerce's return-order statuses). */
export type RepairOrderStatus = 'ordered' | 'processing' | 'completed' | 'declined';

/**
 * The corporate order's status from its devices' repairs: ordered while none has moved, completed once all ended
 * and one was repaired, declined once all were declined, processing in between.
 */
export function repairOrderStatus(states: readonly RepairState[]): RepairOrderStatus {
  if (states.every((state) => state === 'submitted')) return 'ordered';
  if (states.every((state) => state === 'completed' || state === 'declined')) return states.includes('completed') ? 'completed' : 'declined';
  return 'processing';
}

/** The statuses to set, in order, to take the order from one status to the next: an order is looked at before it ends. */
export function repairOrderPath(from: RepairOrderStatus, to: RepairOrderStatus): RepairOrderStatus[] {
  if (from === to) return [];
  return from === 'ordered' && to !== 'processing' ? ['processing', to] : [to];
}
