import type { AppRepositories, Db } from '../../../kernel';
import { BuybackRepository } from './buyback-repository';

/** The repositories of the returns apps, each scoped by organisation. */
export function returnsRepositoriesOf(db: Db) {
  return {
    buybacks: new BuybackRepository(db),
  };
}

export type ReturnsOwnRepositories = ReturnType<typeof returnsRepositoriesOf>;
export type ReturnsRepositories = AppRepositories<ReturnsOwnRepositories>;
