import type { AccessoryStockPort } from './accessory-stock-port';
import type { AssetLifecyclePort } from './asset-lifecycle-port';
import type { DeviceKitsPort } from './device-kits-port';
import type { PlacesPort } from './places-port';
import type { RecoveryCampaignsPort } from './recovery-campaigns-port';

/** The kernel ports an app's server part provides for the others (ServerApp.provides), each from one app. */
export interface AppProvidedPorts {
  readonly assetLifecycle: AssetLifecyclePort;
  readonly places: PlacesPort;
  readonly deviceKits: DeviceKitsPort;
  readonly recoveryCampaigns: RecoveryCampaignsPort;
  readonly accessoryStock: AccessoryStockPort;
}

/** A port an app may declare it uses (ServerApp.uses). */
export type PortName = keyof AppProvidedPorts;
