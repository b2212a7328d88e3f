import type { AppRepositories, Db } from '../../../kernel';
import { BudgetChangeRepository } from './budget-change-repository';

/** The people apps' repositories, one per aggregate, each scoped by organisation. */
export function peopleRepositoriesOf(db: Db) {
  return {
    budgetChanges: new BudgetChangeRepository(db),
  };
}

export type PeopleOwnRepositories = ReturnType<typeof peopleRepositoriesOf>;

/** What the people apps' use cases work through: the kernel's repositories and their own (`own`). */
export type PeopleRepositories = AppRepositories<PeopleOwnRepositories>;
