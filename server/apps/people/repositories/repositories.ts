import type { AppRepositories, Db } from '../../../kernel';
import { BudgetChangeRepository } from './budget-change-repository';
import { DirectoryTeamRepository } from './directory-team-repository';
import { InvitationRepository } from './invitation-repository';
import { PlacementRepository } from './placement-repository';
import { ScimIdentityRepository } from './scim-identity-repository';

/** The people apps' repositories, each scoped by organisation. */
export function peopleRepositoriesOf(db: Db) {
  return {
    placements: new PlacementRepository(db),
    teams: new DirectoryTeamRepository(db),
    budgetChanges: new BudgetChangeRepository(db),
    scimIdentities: new ScimIdentityRepository(db),
    invitations: new InvitationRepository(db),
  };
}

export type PeopleOwnRepositories = ReturnType<typeof peopleRepositoriesOf>;

/** What the people apps' use cases work through: the kernel's repositories and their own (`own`). */
export type PeopleRepositories = AppRepositories<PeopleOwnRepositories>;
