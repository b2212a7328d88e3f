import * as z from 'zod';
import { EmailInput, Email, Id, PersonName, Role, Timestamp, Version } from '../../common';
import { listAnswer, listQuery, QueryFlag } from '../../list';
import { text } from '../../text';

/** A team as a person is placed in it, by name: trimmed, blank means none; a new name makes the team. */
export const TeamName = text().trim().max(80);

const Ref = z.object({ id: Id, name: text() });

/** A person of the directory: the account and where they sit (team, manager, location), and whether they may sign in. */
export const DirectoryPerson = z.object({
  id: Id,
  name: text(),
  email: Email,
  role: Role,
  team: text().nullable(),
  manager: Ref.nullable(),
  /** A place of the Locations app. */
  location: Ref.nullable(),
  active: z.boolean(),
  deactivatedAt: Timestamp.nullable(),
  createdAt: Timestamp,
  version: Version,
});
export type DirectoryPerson = z.infer<typeof DirectoryPerson>;

const DirectorySortFields = ['name', 'email', 'role', 'team', 'createdAt'] as const;
export const DirectoryListQuery = listQuery(DirectorySortFields, {
  role: Role.optional(),
  team: TeamName.optional(),
  managerId: Id.optional(),
  locationId: Id.optional(),
  active: QueryFlag.optional(),
});
export const DirectoryList = listAnswer(DirectoryPerson);

const Placement = {
  team: TeamName.nullable().optional(),
  managerId: Id.nullable().optional(),
  locationId: Id.nullable().optional(),
};

export const CreatePersonRequest = z.strictObject({ name: PersonName, email: EmailInput, role: Role, ...Placement });
export const UpdatePersonRequest = z.strictObject({ name: PersonName, email: EmailInput, role: Role, ...Placement, version: Version });
export const ActivationRequest = z.strictObject({ version: Version });

/** What deactivating did besides: the sessions it ended and whether Manage now has an offboarding to review. */
export const Deactivated = z.object({ person: DirectoryPerson, endedSessions: z.int().min(0), offboardingProposed: z.boolean() });

export const BulkAction = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('role'), role: Role }),
  z.strictObject({ kind: z.literal('team'), team: TeamName.nullable() }),
  z.strictObject({ kind: z.literal('manager'), managerId: Id.nullable() }),
  z.strictObject({ kind: z.literal('location'), locationId: Id.nullable() }),
  z.strictObject({ kind: z.literal('deactivate') }),
]);
export type BulkAction = z.infer<typeof BulkAction>;
export const BulkRequest = z.strictObject({ ids: z.array(Id).min(1).max(200), action: BulkAction });

/** Each person's outcome, in the order given: one refusal (the last admin, a manager loop) does not stop the others. */
export const BulkAnswer = z.object({
  succeeded: z.int().min(0),
  failed: z.int().min(0),
  results: z.array(z.object({ id: Id, ok: z.boolean(), code: text().nullable(), message: text().nullable() })),
});

/** A team of the organisation: people are placed in it by its id, so a rename keeps them in it. */
export const DirectoryTeam = z.object({
  id: Id,
  name: text(),
  /** The identity provider's id for it, when SCIM made it. */
  externalId: text().nullable(),
  members: z.int().min(0),
  version: Version,
});
export type DirectoryTeam = z.infer<typeof DirectoryTeam>;
export const TeamList = z.object({ items: z.array(DirectoryTeam) });
export const CreateTeamRequest = z.strictObject({ name: TeamName.min(1) });
export const RenameTeamRequest = z.strictObject({ name: TeamName.min(1), version: Version });

/** The places of Locations a person may be placed at. */
export const LocationList = z.object({ items: z.array(Ref) });
