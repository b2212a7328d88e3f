import type { AppRepositoriesIn, OffboardingPort } from '../../../kernel';
import type { ManageOwnRepositories } from '../repositories/repositories';

/** The offboarding port Users (and SCIM through it) proposes offboardings through, in the caller's transaction. */
export function manageOffboarding(repositoriesIn: AppRepositoriesIn<ManageOwnRepositories>): OffboardingPort {
  return {
    propose: (callers, organisationId, personId, proposedBy) => repositoriesIn(callers).own.offboardingProposals.propose(organisationId, personId, proposedBy),
    withdraw: (callers, organisationId, personId) => repositoriesIn(callers).own.offboardingProposals.withdraw(organisationId, personId),
  };
}
