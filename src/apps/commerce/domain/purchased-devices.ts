import { productPictureOf } from './product-picture';

/** The kinds of Device Hub product that join the fleet as assets; docks, headsets and other accessories do not. */
export const FLEET_DEVICE_TYPES = ['laptop', 'phone', 'tablet', 'monitor', 'printer'] as const;
type FleetDeviceType = (typeof FLEET_DEVICE_TYPES)[number];

/** One device a unit of an order's line holds: the product itself, or a device part of a kit. */
export interface UnitDevice {
  readonly name: string;
  readonly productType: FleetDeviceType;
}

/** A catalogue product a unit is made of, with how many of it one unit holds and the category it is filed under. */
export interface UnitPart {
  readonly name: string;
  readonly categoryName: string | null;
  readonly quantity: number;
}

/** The fleet's kind of a product, read from its name and category as its picture is; null for what is no device. */
export function fleetTypeOf(name: string, categoryName: string | null): FleetDeviceType | null {
  const picture = productPictureOf('product', name, categoryName);
  return FLEET_DEVICE_TYPES.find((type) => type === picture) ?? null;
}

/** The devices one unit holds, each part as often as the unit holds it: a laptop is one, a kit of two phones two. */
export function unitDevicesOf(parts: readonly UnitPart[]): UnitDevice[] {
  return parts.flatMap((part) => {
    const productType = fleetTypeOf(part.name, part.categoryName);
    return productType ? Array.from({ length: part.quantity }, () => ({ name: part.name, productType })) : [];
  });
}

interface DeviceLine {
  readonly id: string;
  readonly shippedQuantity: number;
  readonly devices: readonly UnitDevice[];
}

/** One device of a parcel: its line, its number among the line's devices (unit after unit, from 0) and what it is. */
export interface ParcelDevice {
  readonly lineId: string;
  readonly unit: number;
  readonly device: UnitDevice;
}

/**
 * The devices a parcel carries: of each line, the units after those shipped before, each unit's devices numbered on
 * from the previous unit's, so a unit's devices keep their numbers whichever parcel they leave in.
 */
export function parcelDevices(lines: readonly DeviceLine[], parcel: readonly { readonly lineId: string; readonly quantity: number }[]): ParcelDevice[] {
  return parcel.flatMap(({ lineId, quantity }) => {
    const line = lines.find((each) => each.id === lineId);
    if (!line) return [];
    const perUnit = line.devices.length;
    return Array.from({ length: quantity * perUnit }, (_, index) => ({
      lineId,
      unit: line.shippedQuantity * perUnit + index,
      device: line.devices[index % perUnit]!,
    }));
  });
}

export type SerialProblem = 'serial-not-in-parcel' | 'serial-repeated';

/**
 * Why the serials typed for a parcel cannot be taken, with the index of the first one at fault, or null: each names a
 * device of the parcel, and no two the same serial.
 */
export function serialProblem(
  devices: readonly ParcelDevice[],
  serials: readonly { readonly lineId: string; readonly unit: number; readonly serial: string }[],
): { problem: SerialProblem; index: number } | null {
  for (const [index, entry] of serials.entries()) {
    if (!devices.some((device) => device.lineId === entry.lineId && device.unit === entry.unit)) return { problem: 'serial-not-in-parcel', index };
    const earlier = serials.slice(0, index);
    if (earlier.some((other) => other.serial === entry.serial || (other.lineId === entry.lineId && other.unit === entry.unit))) return { problem: 'serial-repeated', index };
  }
  return null;
}

/** The fleet's supplier of a Device Hub order's devices. */
export const deviceHubSupplier = (orderNumber: number) => `Device Hub order #${orderNumber}`;
