import { and, asc, count, eq, isNull, not, sql, type SQL } from 'drizzle-orm';
import { type Db } from '../../../kernel';
import { users } from '../../../kernel-schema';
import { peoplePlacements, peopleTeams } from '../schema/directory';
import { peopleScimIdentities } from '../schema/scim';
import type { ScimCondition } from '../scim/scim-filter';
import { scimSqlOf, type ScimColumns } from './scim-filter-sql';

/** A person as SCIM answers them: the directory's account and team, and what the identity provider told us. */
export interface ScimUserRow {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly deactivatedAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly version: number;
  readonly teamId: string | null;
  readonly team: string | null;
  readonly externalId: string | null;
  readonly givenName: string | null;
  readonly familyName: string | null;
}

export type ScimIdentityValues = Pick<ScimUserRow, 'externalId' | 'givenName' | 'familyName'>;

const COLUMNS: ScimColumns = {
  id: users.id,
  userName: users.email,
  email: users.email,
  displayName: users.name,
  givenName: peopleScimIdentities.givenName,
  familyName: peopleScimIdentities.familyName,
  externalId: peopleScimIdentities.externalId,
};

/** `active` is a person's deactivation read backwards; it is always present. */
const userSqlOf = (condition: ScimCondition): SQL =>
  scimSqlOf(condition, COLUMNS, (part) => {
    if (part.field !== 'active') return undefined;
    if (part.kind === 'present') return sql`true`;
    const active = isNull(users.deactivatedAt);
    return (part.op === 'eq') === part.value ? active : not(active);
  });

/** The directory read for SCIM, and the identity provider's own attributes of each person. */
export class ScimIdentityRepository {
  constructor(private readonly db: Db) {}

  private joined() {
    return this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        deactivatedAt: users.deactivatedAt,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
        version: users.version,
        teamId: peoplePlacements.teamId,
        team: peopleTeams.name,
        externalId: peopleScimIdentities.externalId,
        givenName: peopleScimIdentities.givenName,
        familyName: peopleScimIdentities.familyName,
      })
      .from(users)
      .leftJoin(peoplePlacements, eq(peoplePlacements.userId, users.id))
      .leftJoin(peopleTeams, eq(peopleTeams.id, peoplePlacements.teamId))
      .leftJoin(peopleScimIdentities, eq(peopleScimIdentities.userId, users.id));
  }

  /** One page in a stable order (by creation, then id), as SCIM's 1-based `startIndex` counts. */
  async list(organisationId: string, condition: ScimCondition | null, offset: number, limit: number): Promise<{ rows: ScimUserRow[]; total: number }> {
    const where = and(eq(users.organisationId, organisationId), condition ? userSqlOf(condition) : undefined);
    const rows = limit > 0 ? await this.joined().where(where).orderBy(asc(users.createdAt), asc(users.id)).limit(limit).offset(offset) : [];
    const [counted] = await this.db
      .select({ total: count() })
      .from(users)
      .leftJoin(peoplePlacements, eq(peoplePlacements.userId, users.id))
      .leftJoin(peopleScimIdentities, eq(peopleScimIdentities.userId, users.id))
      .where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async find(organisationId: string, id: string): Promise<ScimUserRow | undefined> {
    const [row] = await this.joined().where(and(eq(users.organisationId, organisationId), eq(users.id, id)));
    return row;
  }

  async upsert(organisationId: string, userId: string, values: ScimIdentityValues): Promise<void> {
    await this.db
      .insert(peopleScimIdentities)
      .values({ organisationId, userId, ...values })
      .onConflictDoUpdate({ target: peopleScimIdentities.userId, set: values });
  }
}
