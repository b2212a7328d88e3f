import type { ListPage } from '../../../../application/ports/list-page';
import type { Role } from '../../../../domain/session/roles';

export interface DirectoryPerson {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: Role;
  readonly team: string | null;
  readonly manager: { readonly id: string; readonly name: string } | null;
  readonly location: { readonly id: string; readonly name: string } | null;
  readonly active: boolean;
  readonly deactivatedAt: string | null;
  readonly createdAt: string;
  readonly version: number;
}

export interface DirectoryQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly role?: Role | undefined;
  readonly team?: string | undefined;
  readonly active?: boolean | undefined;
}

export interface PersonFields {
  readonly name: string;
  readonly email: string;
  readonly role: Role;
  readonly team: string | null;
  readonly managerId: string | null;
  readonly locationId: string | null;
}

export type BulkChange =
  | { readonly kind: 'role'; readonly role: Role }
  | { readonly kind: 'team'; readonly team: string | null }
  | { readonly kind: 'manager'; readonly managerId: string | null }
  | { readonly kind: 'location'; readonly locationId: string | null }
  | { readonly kind: 'deactivate' };

export interface BulkOutcome {
  readonly succeeded: number;
  readonly failed: number;
  readonly results: readonly { readonly id: string; readonly ok: boolean; readonly code: string | null; readonly message: string | null }[];
}

/** A team of the organisation; people are in it by its id, so renaming it keeps them. */
export interface DirectoryTeam {
  readonly id: string;
  readonly name: string;
  readonly members: number;
  readonly version: number;
}

/** The Users app's calls: the organisation's directory. */
export interface DirectoryGateway {
  list(query: DirectoryQuery): Promise<ListPage<DirectoryPerson>>;
  get(id: string): Promise<DirectoryPerson>;
  teams(): Promise<readonly DirectoryTeam[]>;
  createTeam(name: string): Promise<DirectoryTeam>;
  renameTeam(id: string, name: string, version: number): Promise<DirectoryTeam>;
  deleteTeam(id: string, version: number): Promise<void>;
  locations(): Promise<readonly { readonly id: string; readonly name: string }[]>;
  create(fields: PersonFields): Promise<DirectoryPerson>;
  update(id: string, fields: PersonFields, version: number): Promise<DirectoryPerson>;
  deactivate(id: string, version: number): Promise<{ readonly person: DirectoryPerson; readonly endedSessions: number; readonly offboardingProposed: boolean }>;
  reactivate(id: string, version: number): Promise<DirectoryPerson>;
  bulk(ids: readonly string[], change: BulkChange): Promise<BulkOutcome>;
}

export const DIRECTORY_GATEWAY = Symbol.for('people.DirectoryGateway');
