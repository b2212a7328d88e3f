import type { Repositories } from '../repositories';

/** A device of the fleet as other apps see it, whichever app keeps the fleet. */
export interface FleetDevice {
  readonly assetId: string;
  readonly assetTag: string;
  readonly serial: string | null;
  readonly model: string;
  readonly productType: string;
  /** `YYYY-MM-DD`. */
  readonly purchaseDate: string | null;
  readonly status: string;
  readonly holderId: string | null;
}

export interface FleetQuery {
  /** Devices held by these people. */
  readonly holderIds?: readonly string[];
  /** Words a person typed, found as Manage's asset list finds them: in tag, serial, maker, model or holder. */
  readonly search?: string;
  readonly assetIds?: readonly string[];
  /** Devices with these serials (Loop matches collected serials to the fleet). */
  readonly serials?: readonly string[];
  /** Devices bought before this day (`YYYY-MM-DD`): "older than three years". */
  readonly purchasedBefore?: string;
  /** Only devices someone holds. */
  readonly heldOnly?: boolean;
  readonly limit: number;
}

/** A device as a report over the whole fleet reads it (Environmental Reporting): what it is, when bought, where and whose. */
export interface FleetAsset {
  readonly assetId: string;
  readonly assetTag: string;
  readonly serial: string | null;
  readonly manufacturer: string | null;
  readonly model: string;
  readonly productType: string;
  /** `YYYY-MM-DD`. */
  readonly purchaseDate: string | null;
  readonly status: string;
  /** A place of the Locations app (the `places` port). */
  readonly locationId: string | null;
  readonly holderId: string | null;
  /** Today's book value as Manage shows it (its model's depreciation schedule); null without cost, date or schedule. */
  readonly bookValueCents: number | null;
}

/** A condition grade in the fleet's words. */
export type FleetGrade = 'a' | 'b' | 'c' | 'd' | 'broken';

export interface DeviceReceipt {
  readonly grade: FleetGrade | null;
  readonly location: string;
  /** Who recorded it, for the fleet's trail; null for a job. */
  readonly actorId: string | null;
  /** The app the change is made through, for the trail. */
  readonly appSlug: string;
  /** The caller's clock, which tests move. */
  readonly at: Date;
}

/** One device of a shipped Device Hub unit, keyed by the order's line and its place among the line's devices. */
export interface PurchasedDevice {
  readonly lineId: string;
  /** Which device of the line: the n-th unit's devices are numbered one after another across the line, from 0. */
  readonly unit: number;
  readonly model: string;
  /** In the fleet's words (laptop, phone, tablet...). */
  readonly productType: string;
  readonly serial: string | null;
  /** What the unit cost, in the fleet's cost field; null for a kit's part, whose price is the kit's. */
  readonly costCents: number | null;
}

/** The devices of a Device Hub order's parcel, joining the fleet in stock. */
export interface DevicePurchase {
  readonly orderId: string;
  readonly orderNumber: number;
  /** `YYYY-MM-DD`: the day the order was placed. */
  readonly purchaseDate: string;
  readonly supplier: string;
  readonly invoiceNumber: string | null;
  readonly devices: readonly PurchasedDevice[];
  readonly actorId: string | null;
  readonly appSlug: string;
  readonly at: Date;
}

/** An asset a Device Hub order's device became. */
export interface PurchasedAsset {
  readonly assetId: string;
  readonly assetTag: string;
  readonly serial: string | null;
  readonly lineId: string;
  readonly unit: number;
}

/** The person who bought an order's devices has them now. */
export interface DeviceHandover {
  readonly holderId: string;
  readonly actorId: string | null;
  readonly appSlug: string;
  readonly at: Date;
}

/**
 * What the campaigns read of the fleet and change in it (and the service desk finds a ticket's asset in, and the Device Hub's orders add to), kept by the app that owns the fleet (Manage) and bound in
 * the composition root: an app never imports another app. Each call runs on the caller's repositories, so a change
 * lands in the caller's transaction or not at all.
 */
export interface AssetLifecyclePort {
  devices(repos: Repositories, organisationId: string, query: FleetQuery): Promise<FleetDevice[]>;
  /** Every live (not archived) device of the organisation, retired ones included, for reports over the fleet. */
  inventory(repos: Repositories, organisationId: string, now: Date): Promise<FleetAsset[]>;
  /** The device is back: in stock, with its grade and where it now is. */
  markReceived(repos: Repositories, organisationId: string, assetId: string, receipt: DeviceReceipt): Promise<void>;
  /** The device went to a recycler: retired. */
  markRecycled(repos: Repositories, organisationId: string, assetId: string, receipt: DeviceReceipt): Promise<void>;
  /** The device was sold to the person who held it (Refresh Buy): out of the fleet, retired. */
  markSold(repos: Repositories, organisationId: string, assetId: string, receipt: DeviceReceipt): Promise<void>;
  /**
   * A Device Hub parcel's devices join the fleet, in stock, each once however often the shipment is retried. The
   * serials another asset has already are answered, and then nothing is created.
   */
  receivePurchasedDevices(repos: Repositories, organisationId: string, purchase: DevicePurchase): Promise<{ readonly takenSerials: readonly string[] }>;
  /** The assets an order's devices became, in the order's line and unit order. */
  purchasedDevices(repos: Repositories, organisationId: string, orderId: string): Promise<PurchasedAsset[]>;
  /** The order reached its buyer: its devices still in stock are checked out to them. */
  handOverPurchasedDevices(repos: Repositories, organisationId: string, orderId: string, handover: DeviceHandover): Promise<void>;
  /** The device went to the repairer: `in-repair` in the fleet's words, out of its holder's hands meanwhile. */
  markInRepair(repos: Repositories, organisationId: string, assetId: string, change: DeviceChange): Promise<void>;
  /** Repaired: back in the fleet and, when `holderId` is given, checked out to that person again. */
  markRepaired(repos: Repositories, organisationId: string, assetId: string, change: DeviceChange & { readonly holderId: string | null }): Promise<void>;
  /** A device in stock is lent to a person (a loaner while theirs is repaired): checked out to them. */
  lend(repos: Repositories, organisationId: string, assetId: string, handover: DeviceHandover): Promise<void>;
  /** The device was found at a site of Locations (an audit's "move it here"): its location becomes that site. */
  moveTo(repos: Repositories, organisationId: string, assetId: string, locationId: string, change: DeviceChange): Promise<void>;
}

/** Who changed a device, through which app, and when, for the fleet's trail. */
export interface DeviceChange {
  readonly actorId: string | null;
  readonly appSlug: string;
  readonly at: Date;
}
