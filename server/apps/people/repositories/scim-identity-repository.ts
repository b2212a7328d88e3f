import { and, asc, count, eq, ilike, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { type Db } from '../../../kernel';
import { users } from '../../../kernel-schema';
import { peoplePlacements } from '../schema/directory';
import { peopleScimIdentities } from '../schema/scim';
import type { ScimCondition, ScimFilterField } from '../scim/scim-filter';

/** A person as SCIM answers them: the directory's account and team, and what the identity provider told us. */
export interface ScimUserRow {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly deactivatedAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly version: number;
  readonly team: string | null;
  readonly externalId: string | null;
  readonly givenName: string | null;
  readonly familyName: string | null;
}

export type ScimIdentityValues = Pick<ScimUserRow, 'externalId' | 'givenName' | 'familyName'>;

const COLUMNS = {
  id: users.id,
  userName: users.email,
  email: users.email,
  displayName: users.name,
  givenName: peopleScimIdentities.givenName,
  familyName: peopleScimIdentities.familyName,
  externalId: peopleScimIdentities.externalId,
  active: users.deactivatedAt,
} as const satisfies Record<Exclude<ScimFilterField, never>, unknown>;

/** LIKE with the value's own % and _ taken literally. */
const literal = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A filter's condition as SQL; text compares case-insensitively (userName and emails are caseExact false). */
export function sqlOf(condition: ScimCondition): SQL {
  switch (condition.kind) {
    case 'and':
      return and(...condition.parts.map(sqlOf))!;
    case 'or':
      return or(...condition.parts.map(sqlOf))!;
    case 'present':
      return condition.field === 'active' ? sql`true` : and(isNotNull(COLUMNS[condition.field]), sql`${COLUMNS[condition.field]}::text <> ''`)!;
    case 'compare': {
      const { field, op, value } = condition;
      if (field === 'active') {
        const active = isNull(users.deactivatedAt);
        return (op === 'eq') === value ? active : not(active);
      }
      const column = sql`${COLUMNS[field]}::text`;
      const text = String(value);
      if (field === 'id' && op === 'eq') return sql`${column} = ${text.toLowerCase()}`;
      switch (op) {
        case 'eq':
          return sql`lower(${column}) = lower(${text})`;
        case 'ne':
          return sql`(${column} is null or lower(${column}) <> lower(${text}))`;
        case 'sw':
          return ilike(column, `${literal(text)}%`);
        case 'ew':
          return ilike(column, `%${literal(text)}`);
        case 'co':
          return ilike(column, `%${literal(text)}%`);
      }
    }
  }
}

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
        team: peoplePlacements.team,
        externalId: peopleScimIdentities.externalId,
        givenName: peopleScimIdentities.givenName,
        familyName: peopleScimIdentities.familyName,
      })
      .from(users)
      .leftJoin(peoplePlacements, eq(peoplePlacements.userId, users.id))
      .leftJoin(peopleScimIdentities, eq(peopleScimIdentities.userId, users.id));
  }

  /** One page in a stable order (by creation, then id), as SCIM's 1-based `startIndex` counts. */
  async list(organisationId: string, condition: ScimCondition | null, offset: number, limit: number): Promise<{ rows: ScimUserRow[]; total: number }> {
    const where = and(eq(users.organisationId, organisationId), condition ? sqlOf(condition) : undefined);
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
