import type { ServerConfig } from '../config';
import type { AttemptLimiter } from '../ports/attempt-limiter';
import type { IdentityProviderPort } from '../ports/identity-provider-port';
import type { MailPort } from '../ports/mail-port';
import type { RealtimePort } from '../ports/realtime-port';
import type { Store } from '../repositories';

/** What every use case may reach: the store, the clock and the ports. */
export interface ServiceDeps {
  readonly store: Store;
  readonly config: ServerConfig;
  readonly now: () => Date;
  readonly mail: MailPort;
  readonly limiter: AttemptLimiter;
  readonly realtime: RealtimePort;
  readonly identityProviders: readonly IdentityProviderPort[];
}
