import { DEFAULT_STATUSES } from '../../../../src/apps/service-desk/domain/ticket-status';
import type { ServiceDeskOwnRepositories } from '../repositories/repositories';
import { violatedConstraint } from '../../../kernel';

/** The priorities a desk starts with, most urgent first; Normal is what new tickets get. */
export const DEFAULT_PRIORITIES = [
  { order: 1, name: 'Urgent', colour: '#d1242f', isDefault: false },
  { order: 2, name: 'High', colour: '#fb8500', isDefault: false },
  { order: 3, name: 'Normal', colour: '#1f6feb', isDefault: true },
  { order: 4, name: 'Low', colour: '#6e7781', isDefault: false },
] as const;

/**
 * Gives an organisation's desk its default statuses and priorities the first time it is used, so a desk works
 * before anyone configured it. Two first calls at once both try; the names' unique keys let one of them win.
 */
export async function ensureDeskDefaults(repos: ServiceDeskOwnRepositories, organisationId: string): Promise<void> {
  if ((await repos.statuses.list(organisationId)).length > 0) return;
  try {
    for (const status of DEFAULT_STATUSES) {
      // The status named after its category is the one the desk moves tickets to by itself.
      const { name, category, pausesSla, order } = status;
      await repos.statuses.insert({ organisationId, name, category, pausesSla, order, isDefault: status.key === category });
    }
    if ((await repos.priorities.list(organisationId)).length === 0) {
      for (const priority of DEFAULT_PRIORITIES) await repos.priorities.insert({ organisationId, ...priority });
    }
  } catch (error) {
    if (violatedConstraint(error, '23505') === null) throw error;
  }
}
