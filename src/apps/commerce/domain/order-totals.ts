/** An order's money, always in integer minor units of one currency. */
interface PricedLine {
  readonly unitPriceMinor: number;
  readonly quantity: number;
}

/** The largest total an order may reach: every sum of its lines stays an exact integer far below it. */
export const MAX_ORDER_TOTAL_MINOR = 1_000_000_000;

export function lineTotalMinor(line: PricedLine): number {
  return line.unitPriceMinor * line.quantity;
}

/** The sum of the lines, or null when it would pass the largest total an order may reach. */
export function orderTotalMinor(lines: readonly PricedLine[]): number | null {
  let total = 0;
  for (const line of lines) {
    total += lineTotalMinor(line);
    if (total > MAX_ORDER_TOTAL_MINOR) return null;
  }
  return total;
}
