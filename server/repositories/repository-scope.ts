import type { Db } from '../db/database';

/**
 * The database, or the transaction of it, that a set of repositories works on. An app carries it inside its `repos`
 * without being able to open it: only the kernel's store builds repositories on it, so that what an app and the ports
 * it calls write lands in one transaction, and no app reaches another's tables.
 */
export class RepositoryScope {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Static, not a method of the scope: whoever holds a scope cannot open it without this class, which no app imports. */
  static open<R>(scope: RepositoryScope, repositoriesOf: (db: Db) => R): R {
    return repositoriesOf(scope.#db);
  }
}
