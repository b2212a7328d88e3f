import type { Db } from '../db/database';
import type { Repositories, Store } from './index';
import { RepositoryScope } from './repository-scope';

/** What an app's use cases work through: the kernel's repositories, and the app's own under `own`. */
export type AppRepositories<Own> = Repositories & { readonly own: Own };

/** An app's store: its repositories, in a transaction or not. */
export type AppStore<Own> = Store<AppRepositories<Own>>;

/** An app's repositories in the scope (database or transaction) of the given ones, which may be another app's. */
export type AppRepositoriesIn<Own> = (repos: Repositories) => AppRepositories<Own>;

export function appRepositoriesIn<Own>(repos: Repositories, ownOf: (db: Db) => Own): AppRepositories<Own> {
  return { ...repos, own: RepositoryScope.open(repos.scope, ownOf) };
}

/** The kernel's store with an app's own repositories added, inside its transactions as well. */
export function appStoreOf<Own>(store: Store, ownOf: (db: Db) => Own): AppStore<Own> {
  return {
    repos: appRepositoriesIn(store.repos, ownOf),
    transaction: (work) => store.transaction((repos) => work(appRepositoriesIn(repos, ownOf))),
  };
}
