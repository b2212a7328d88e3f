import { allow, refuse, type Decision } from '../../../domain/rules/decision';

/** Accessories are counted, not tracked one by one: `available` units on the shelf out of `total`. */
interface Stock {
  readonly total: number;
  readonly available: number;
}

export function checkOutUnits(stock: Stock, quantity: number): Decision<Stock> {
  if (!Number.isInteger(quantity) || quantity < 1) return refuse('quantity', 'Check out at least one whole unit.');
  if (quantity > stock.available) {
    return refuse('insufficient-stock', `Only ${stock.available} left; ${quantity} asked for.`, { available: stock.available, asked: quantity });
  }
  return allow({ ...stock, available: stock.available - quantity });
}

/** A new total keeps every unit that is out accounted for. */
export function recount(stock: Stock, total: number): Decision<Stock> {
  const out = stock.total - stock.available;
  if (!Number.isInteger(total) || total < out) return refuse('below-checked-out', `${out} units are checked out; the total cannot go below that.`, { out });
  return allow({ total, available: total - out });
}

export function isLowStock(stock: Stock, threshold: number): boolean {
  return stock.available <= threshold;
}
