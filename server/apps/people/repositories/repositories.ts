import type { AppRepositories, Db } from '../../../kernel';
import { InvitationRepository } from './invitation-repository';
import { PlacementRepository } from './placement-repository';

/** The people apps' repositories, each scoped by organisation. */
export function peopleRepositoriesOf(db: Db) {
  return { placements: new PlacementRepository(db), invitations: new InvitationRepository(db) };
}

export type PeopleOwnRepositories = ReturnType<typeof peopleRepositoriesOf>;

/** What the people apps' use cases work through: the kernel's repositories and their own (`own`). */
export type PeopleRepositories = AppRepositories<PeopleOwnRepositories>;
