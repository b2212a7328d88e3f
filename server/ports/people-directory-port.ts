import type { Repositories } from '../repositories';

/** A person as the directory keeps them: the account plus where they sit in the company. */
export interface DirectoryPerson {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: string;
  readonly team: string | null;
  readonly managerId: string | null;
  /** A place of the Locations app (the `places` port), or null. */
  readonly locationId: string | null;
  /** False once deactivated (by an admin, or SCIM's `active: false`). */
  readonly active: boolean;
}

/** The fields another app may set when it brings a person into the directory (Onboard's hire, an import). */
export interface DirectoryPlacement {
  readonly team?: string | null;
  readonly managerId?: string | null;
  readonly locationId?: string | null;
}

/**
 * The organisation's directory (team, manager, location, active), kept by the Users app: the one answer to "who is
 * whose manager" for Team Manager, Onboard, the service desk's approvals and SCIM.
 */
export interface PeopleDirectoryPort {
  /** The people of `ids` in the organisation (unknown ids are absent). */
  people(repos: Repositories, organisationId: string, ids: readonly string[]): Promise<DirectoryPerson[]>;
  /** Everyone who reports to the manager, directly or through their reports (never the manager), by name. */
  team(repos: Repositories, organisationId: string, managerId: string): Promise<DirectoryPerson[]>;
  /** Sets a person's placement, inside the caller's transaction; refuses (422) a manager that would make a cycle. */
  place(repos: Repositories, organisationId: string, userId: string, placement: DirectoryPlacement): Promise<void>;
}
