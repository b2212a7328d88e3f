import type { ServerConfig } from '../config';
import type { JobQueue } from '../jobs/job-queue';
import type { AppProvidedPorts, PortName } from '../ports/app-provided-ports';
import type { AttemptLimiter } from '../ports/attempt-limiter';
import type { FileStore } from '../ports/file-store';
import type { IdentityProviderPort } from '../ports/identity-provider-port';
import type { MailPort } from '../ports/mail-port';
import type { RealtimePort } from '../ports/realtime-port';
import type { Store } from '../repositories';
import type { ServerKeys } from '../security/server-keys';
import type { AppStore } from '../repositories/app-repositories';

/** What every use case of the kernel may reach: the store, the clock and the ports. */
export interface ServiceDeps {
  readonly store: Store;
  readonly config: ServerConfig;
  readonly now: () => Date;
  /** The install's signing keys: everything signed or sealed goes through them, none through the config. */
  readonly keys: ServerKeys;
  readonly mail: MailPort;
  /** Work for later: durable, retried, run by this process's worker. */
  readonly jobs: JobQueue;
  readonly limiter: AttemptLimiter;
  readonly realtime: RealtimePort;
  /** Uploaded files, kept per organisation. */
  readonly files: FileStore;
  readonly identityProviders: readonly IdentityProviderPort[];
}

/**
 * What an app's use cases may reach: the kernel's clock and ports, a store of the kernel's repositories and the
 * app's own (`repos.own`), and of the ports other apps provide only those it declares it uses (ServerApp.uses).
 */
export type AppDeps<Own, Uses extends PortName = never> = Pick<ServiceDeps, 'config' | 'now' | 'keys' | 'mail' | 'jobs' | 'realtime' | 'files'> & {
  readonly store: AppStore<Own>;
} & Pick<AppProvidedPorts, Uses>;
