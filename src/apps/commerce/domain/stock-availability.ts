/**
 * Stock of one product at one location: `onHand` units on the shelf, of which `reserved` are promised to orders
 * that have not shipped yet. What an order may still take is the difference.
 */
export interface StockLevel {
  readonly onHand: number;
  readonly reserved: number;
}

export function availableOf(level: StockLevel): number {
  return Math.max(0, level.onHand - level.reserved);
}

/** One location's row of a product, as an allocation reads it. */
interface StockRow extends StockLevel {
  readonly locationId: string;
}

/** How many units of a product to take from which location. */
interface Allocation {
  readonly locationId: string;
  readonly quantity: number;
}

/**
 * Takes `quantity` units of one product from its locations: the preferred location (the default stock location)
 * first, then the others with the most available first, so an order splits across as few places as it can.
 * Null when all locations together hold fewer available units than asked: then nothing is taken anywhere.
 */
export function allocate(rows: readonly StockRow[], quantity: number, preferredLocationId: string | null = null): Allocation[] | null {
  const ordered = [...rows].sort(
    (a, b) =>
      Number(b.locationId === preferredLocationId) - Number(a.locationId === preferredLocationId) ||
      availableOf(b) - availableOf(a) ||
      a.locationId.localeCompare(b.locationId),
  );
  const taken: Allocation[] = [];
  let left = quantity;
  for (const row of ordered) {
    if (left === 0) break;
    const take = Math.min(left, availableOf(row));
    if (take > 0) taken.push({ locationId: row.locationId, quantity: take });
    left -= take;
  }
  return left === 0 ? taken : null;
}

/** A kit line asks for each component times the kit's quantity; a product line for itself. */
export interface DemandLine {
  readonly productId: string;
  readonly quantity: number;
  /** The kit the units are for, when they come from one. */
  readonly kitId: string | null;
}

export function expandKits(
  lines: readonly { productId: string; quantity: number }[],
  componentsOf: (productId: string) => readonly { productId: string; quantity: number }[] | null,
): DemandLine[] {
  return lines.flatMap((line): DemandLine[] => {
    const components = componentsOf(line.productId);
    if (components === null) return [{ productId: line.productId, quantity: line.quantity, kitId: null }];
    return components.map((component) => ({ productId: component.productId, quantity: component.quantity * line.quantity, kitId: line.productId }));
  });
}

/** Whole kits the components allow: the scarcest component decides; a kit without components is never available. */
export function kitsAvailable(components: readonly { quantity: number; available: number }[]): number {
  if (components.length === 0) return 0;
  return Math.min(...components.map((component) => Math.floor(component.available / component.quantity)));
}
