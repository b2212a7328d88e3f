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

/**
 * What the campaigns read of the fleet and change in it (and the service desk finds a ticket's asset in), kept by the app that owns the fleet (Manage) and bound in
 * the composition root: an app never imports another app. Each call runs on the caller's repositories, so a change
 * lands in the caller's transaction or not at all.
 */
export interface AssetLifecyclePort {
  devices(repos: Repositories, organisationId: string, query: FleetQuery): Promise<FleetDevice[]>;
  /** The device is back: in stock, with its grade and where it now is. */
  markReceived(repos: Repositories, organisationId: string, assetId: string, receipt: DeviceReceipt): Promise<void>;
  /** The device went to a recycler: retired. */
  markRecycled(repos: Repositories, organisationId: string, assetId: string, receipt: DeviceReceipt): Promise<void>;
  /** The device was sold to the person who held it (Refresh Buy): out of the fleet, retired. */
  markSold(repos: Repositories, organisationId: string, assetId: string, receipt: DeviceReceipt): Promise<void>;
}
