import type { PersonSummaryLine } from '../../src/domain/person-summary';
import type { Repositories } from '../repositories';

export type { PersonSummaryLine };

/**
 * What every app knows of one person (their tickets, orders, wallet, credits, campaigns), each line counted by the app
 * that keeps it: fed by every app's `personSummary` (ServerApp), read where a person's page gathers them.
 */
export interface PersonSummaryPort {
  /** Every app's lines, in the order of the apps, in the caller's scope (`repos`); `at` is the day balances are of. */
  of(repos: Repositories, organisationId: string, personId: string, at: Date): Promise<PersonSummaryLine[]>;
}
