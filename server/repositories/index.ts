import type { Db } from '../db/database';
import { ApiTokenRepository } from './api-token-repository';
import { AppRepository } from './app-repository';
import { AuditRepository } from './audit-repository';
import { DemoRequestRepository } from './demo-request-repository';
import { ExternalRepository } from './external-repository';
import { JobRepository } from './job-repository';
import { LifeEventRepository } from './life-event-repository';
import { LoginLinkRepository } from './login-link-repository';
import { OAuthStateRepository } from './oauth-state-repository';
import { OrganisationRepository } from './organisation-repository';
import { QuickLinksRepository } from './quick-links-repository';
import { RepositoryScope } from './repository-scope';
import { ServerKeyRepository } from './server-key-repository';
import { SessionRepository } from './session-repository';
import { SettingsRepository } from './settings-repository';
import { SetupTokenRepository } from './setup-token-repository';
import { retryingTransientConflicts } from './transient-conflict';
import { UserRepository } from './user-repository';

/** The kernel's repositories; an app's store adds the app's own (app-repositories.ts). */
export function repositoriesOf(db: Db) {
  return {
    apiTokens: new ApiTokenRepository(db),
    apps: new AppRepository(db),
    audit: new AuditRepository(db),
    demoRequests: new DemoRequestRepository(db),
    external: new ExternalRepository(db),
    jobs: new JobRepository(db),
    lifeEvents: new LifeEventRepository(db),
    loginLinks: new LoginLinkRepository(db),
    oauthStates: new OAuthStateRepository(db),
    organisations: new OrganisationRepository(db),
    quickLinks: new QuickLinksRepository(db),
    serverKeys: new ServerKeyRepository(db),
    sessions: new SessionRepository(db),
    settings: new SettingsRepository(db),
    setupTokens: new SetupTokenRepository(db),
    users: new UserRepository(db),
    scope: new RepositoryScope(db),
  };
}

export type Repositories = ReturnType<typeof repositoriesOf>;

/**
 * The repositories, and a way to run several writes as one transaction. Callers await queries one at a time: inside a
 * transaction they share one connection, which takes no second query while one is running. A transaction PostgreSQL
 * rolls back for a deadlock runs again, so its work must do nothing outside the database that cannot happen twice.
 */
export interface Store<R extends Repositories = Repositories> {
  readonly repos: R;
  transaction<T>(work: (repos: R) => Promise<T>): Promise<T>;
}

export function storeOf(db: Db): Store {
  return {
    repos: repositoriesOf(db),
    transaction: (work) => retryingTransientConflicts(() => db.transaction((tx) => work(repositoriesOf(tx)))),
  };
}
