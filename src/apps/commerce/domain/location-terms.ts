/** Locations are offices, warehouses (which hold stock) and people's homes (where orders may go). */
export const LOCATION_KINDS = ['office', 'warehouse', 'home'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** Only offices and warehouses keep stock. */
export function holdsStock(kind: LocationKind): boolean {
  return kind !== 'home';
}
