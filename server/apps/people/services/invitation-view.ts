import type { z } from 'zod';
import type { Invitation } from '../../../../contract/apps/people/invitation-schemas';
import { invitationStatus } from '../../../../src/apps/people/domain/invitation-status';
import type { PeopleRepositories } from '../repositories/repositories';
import type { InvitationRow } from '../repositories/invitation-repository';
import type { PeopleDeps } from './service-deps';

type Named = { id: string; name: string };

/** The names an invitation's ids stand for: people, sites and kits, looked up once for a whole page. */
export interface InvitationNames {
  readonly people: ReadonlyMap<string, Named>;
  readonly places: ReadonlyMap<string, Named>;
  readonly kits: ReadonlyMap<string, Named>;
}

/** Looks up every name a page of invitations shows, through the kernel's people and the sites' and kits' ports. */
export async function namesOf(deps: Pick<PeopleDeps, 'places' | 'deviceKits'>, repos: PeopleRepositories, organisationId: string, rows: readonly InvitationRow[]): Promise<InvitationNames> {
  const personIds = new Set(rows.flatMap((row) => [row.managerId, row.invitedById].filter((id): id is string => id !== null)));
  const placeIds = [...new Set(rows.map((row) => row.locationId).filter((id): id is string => id !== null))];
  const kitIds = [...new Set(rows.flatMap((row) => [...row.kitIds, ...(row.kitId ? [row.kitId] : [])]))];
  const people = await repos.users.findMany(organisationId, [...personIds]);
  const places = placeIds.length > 0 ? await deps.places.placesOf(repos, organisationId, placeIds) : new Map();
  const kits = kitIds.length > 0 ? await deps.deviceKits.kits(repos, organisationId, kitIds) : [];
  return {
    people: new Map(people.map((person) => [person.id, { id: person.id, name: person.name }])),
    places: new Map([...places.values()].map((place) => [place.id, { id: place.id, name: place.name }])),
    kits: new Map(kits.map((kit) => [kit.id, { id: kit.id, name: kit.name }])),
  };
}

const named = (map: ReadonlyMap<string, Named>, id: string | null) => (id ? (map.get(id) ?? null) : null);

export function invitationOf(row: InvitationRow, names: InvitationNames, now: Date): z.input<typeof Invitation> {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    team: row.team,
    manager: named(names.people, row.managerId),
    location: named(names.places, row.locationId),
    language: row.language,
    startDay: row.startDay,
    kits: row.kitIds.map((id) => names.kits.get(id)).filter((kit): kit is Named => kit !== undefined),
    status: invitationStatus(row.status, row.expiresAt, now),
    expiresAt: row.expiresAt.toISOString(),
    sentAt: row.sentAt.toISOString(),
    sendCount: row.sendCount,
    invitedBy: named(names.people, row.invitedById),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}
