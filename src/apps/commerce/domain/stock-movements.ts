import { allow, refuse, type Decision } from '../../../domain/rules/decision';
import type { StockLevel } from './stock-availability';

/**
 * What happens to stock, as the history lists it: received into a location, adjusted after a count, reserved for an
 * order, released when the order is cancelled before it ships, fulfilled when it ships, returned when shipped units
 * come back.
 */
export const STOCK_MOVEMENT_KINDS = ['received', 'adjusted', 'reserved', 'released', 'fulfilled', 'returned'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/**
 * A movement's effect on a location's level. `quantity` is the units moved (positive), except for an adjustment,
 * whose quantity is the signed change of the count.
 */
export function applyMovement(level: StockLevel, kind: StockMovementKind, quantity: number): StockLevel {
  switch (kind) {
    case 'received':
    case 'returned':
    case 'adjusted':
      return { onHand: level.onHand + quantity, reserved: level.reserved };
    case 'reserved':
      return { onHand: level.onHand, reserved: level.reserved + quantity };
    case 'released':
      return { onHand: level.onHand, reserved: level.reserved - quantity };
    case 'fulfilled':
      return { onHand: level.onHand - quantity, reserved: level.reserved - quantity };
  }
}

/** A level is whole: nothing below zero, nothing reserved that is not on the shelf. */
export function isConsistent(level: StockLevel): boolean {
  return level.onHand >= 0 && level.reserved >= 0 && level.reserved <= level.onHand;
}

/**
 * A count of the shelf replaces the level's on-hand figure: the signed change an `adjusted` movement records.
 * Units promised to orders are still there until they ship, so a count below them is refused.
 */
export function adjustmentTo(level: StockLevel, counted: number): Decision<number> {
  if (!Number.isInteger(counted) || counted < 0) return refuse('count-invalid', 'A count is a whole number of units, zero or more.');
  if (counted < level.reserved) {
    return refuse('count-below-reserved', `${level.reserved} units are reserved for orders; the count cannot go below that.`, { reserved: level.reserved });
  }
  return allow(counted - level.onHand);
}
