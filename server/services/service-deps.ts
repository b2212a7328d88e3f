import type { ServerConfig } from '../config';
import type { JobQueue } from '../jobs/job-queue';
import type { AssetLifecyclePort } from '../ports/asset-lifecycle-port';
import type { AttemptLimiter } from '../ports/attempt-limiter';
import type { DeviceKitsPort } from '../ports/device-kits-port';
import type { FileStore } from '../ports/file-store';
import type { IdentityProviderPort } from '../ports/identity-provider-port';
import type { MailPort } from '../ports/mail-port';
import type { PlacesPort } from '../ports/places-port';
import type { RealtimePort } from '../ports/realtime-port';
import type { Store } from '../repositories';

/** What every use case may reach: the store, the clock and the ports. */
export interface ServiceDeps {
  readonly store: Store;
  readonly config: ServerConfig;
  readonly now: () => Date;
  readonly mail: MailPort;
  /** Work for later: durable, retried, run by this process's worker. */
  readonly jobs: JobQueue;
  readonly limiter: AttemptLimiter;
  readonly realtime: RealtimePort;
  /** Uploaded files, kept per organisation. */
  readonly files: FileStore;
  readonly identityProviders: readonly IdentityProviderPort[];
  /** The fleet as other apps read and change it, kept by Manage. */
  readonly assetLifecycle: AssetLifecyclePort;
  /** The organisation's offices and warehouses as other apps add to them, kept by Commerce's Locations. */
  readonly places: PlacesPort;
  /** The Device Hub's kits as other apps offer them, kept by Commerce. */
  readonly deviceKits: DeviceKitsPort;
}
