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

/** Above the organisation's threshold (not at it) an order waits for an approver before it is ordered. */
export function needsApproval(totalMinor: number, thresholdMinor: number): boolean {
  return totalMinor > thresholdMinor;
}

/** The people who decide on an order: the organisation's administrators, but not the person who placed it while another can. */
export function orderApprovers(administratorIds: readonly string[], requesterId: string): string[] {
  const others = administratorIds.filter((id) => id !== requesterId);
  return others.length > 0 ? others : [...administratorIds];
}
