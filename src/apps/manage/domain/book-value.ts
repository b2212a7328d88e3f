/** What a straight-line schedule needs of an asset and its schedule. */
export interface Depreciable {
  readonly costCents: number | null;
  /** YYYY-MM-DD */
  readonly purchaseDate: string | null;
  readonly months: number;
  /** The floor (salvage value) the value never goes below; none is zero. */
  readonly floorCents: number | null;
}

function parts(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return [year, month, date];
}

/** Whole months from one day to another: a month counts once its day of the month is reached (31 Jan → 28 Feb is none). */
export function wholeMonthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  return Math.max(0, months);
}

/**
 * The book value today in cents, straight line: the cost less an equal share of (cost - floor) for every whole month
 * since purchase, never below the floor, rounded to the cent. Unknown cost or purchase date: no book value.
 */
export function bookValueCents(asset: Depreciable, today: string): number | null {
  const { costCents, purchaseDate, months } = asset;
  if (costCents === null || purchaseDate === null || months <= 0) return null;
  const floor = Math.min(asset.floorCents ?? 0, costCents);
  const elapsed = wholeMonthsBetween(purchaseDate, today);
  if (elapsed >= months) return floor;
  return Math.round(costCents - ((costCents - floor) * elapsed) / months);
}
