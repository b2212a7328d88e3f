import { allow, refuse, type Decision } from '../../../domain/rules/decision';

/**
 * Consumables (toner, cables, batteries) are counted and used up: issuing units to a person takes them off the shelf
 * for good, so the count on hand is all there is; components (RAM, disks) go into assets and can come back, so they
 * keep a total and what is left of it, like accessories.
 */
interface OnHand {
  readonly quantity: number;
}

/** Units issued to a person leave the count; never more than are on the shelf. */
export function issueUnits(stock: OnHand, units: number): Decision<OnHand> {
  if (!Number.isInteger(units) || units < 1) return refuse('quantity', 'Issue at least one whole unit.');
  if (units > stock.quantity) return refuse('insufficient-stock', `Only ${stock.quantity} left; ${units} asked for.`, { available: stock.quantity, asked: units });
  return allow({ quantity: stock.quantity - units });
}

/** At or below the minimum the item is reordered: a minimum of 0 warns only when nothing is left. */
export function isBelowMinimum(onHand: number, minimum: number): boolean {
  return onHand <= minimum;
}

interface Installed {
  readonly total: number;
  readonly remaining: number;
}

/** Units installed into an asset leave what remains; never more than remain. */
export function installUnits(stock: Installed, units: number): Decision<Installed> {
  if (!Number.isInteger(units) || units < 1) return refuse('quantity', 'Install at least one whole unit.');
  if (units > stock.remaining) return refuse('insufficient-stock', `Only ${stock.remaining} left; ${units} asked for.`, { available: stock.remaining, asked: units });
  return allow({ ...stock, remaining: stock.remaining - units });
}

/** Units taken out of an asset come back to what remains; never more than the asset holds. */
export function removeUnits(stock: Installed, held: number, units: number): Decision<Installed> {
  if (!Number.isInteger(units) || units < 1) return refuse('quantity', 'Remove at least one whole unit.');
  if (units > held) return refuse('more-than-installed', `Only ${held} installed in this asset; ${units} asked for.`, { held, asked: units });
  return allow({ ...stock, remaining: stock.remaining + units });
}

/** A new total keeps every installed unit accounted for. */
export function recountComponents(stock: Installed, total: number): Decision<Installed> {
  const installed = stock.total - stock.remaining;
  if (!Number.isInteger(total) || total < installed) {
    return refuse('below-installed', `${installed} units are installed; the total cannot go below that.`, { installed });
  }
  return allow({ total, remaining: total - installed });
}
