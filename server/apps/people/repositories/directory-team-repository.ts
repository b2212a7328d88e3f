import { and, asc, count, eq, exists, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { type Db } from '../../../kernel';
import { users } from '../../../kernel-schema';
import { peoplePlacements, peopleTeams } from '../schema/directory';
import type { ScimCondition } from '../scim/scim-filter';
import { scimSqlOf } from './scim-filter-sql';

export type TeamRow = typeof peopleTeams.$inferSelect;
export type TeamValues = Pick<TeamRow, 'name' | 'externalId'>;
/** A team with how many people are in it. */
export type CountedTeamRow = TeamRow & { readonly members: number };
/** One person of a team, as a SCIM Group lists them. */
export interface TeamMemberRow {
  readonly teamId: string;
  readonly id: string;
  readonly name: string;
}

const byName = (organisationId: string, name: string) => and(eq(peopleTeams.organisationId, organisationId), sql`lower(${peopleTeams.name}) = lower(${name})`);
const memberCount = sql<number>`(select count(*)::int from ${peoplePlacements} where ${peoplePlacements.teamId} = ${peopleTeams.id})`;

/** A group filter: `members` is a member's user id; the rest are the team's own columns. */
const groupSqlOf = (condition: ScimCondition): SQL =>
  scimSqlOf(condition, { id: peopleTeams.id, displayName: peopleTeams.name, externalId: peopleTeams.externalId }, (part) => {
    if (part.field !== 'members') return undefined;
    const member = part.kind === 'present' ? undefined : sql`${peoplePlacements.userId}::text = lower(${String(part.value)})`;
    return exists(sql`(select 1 from ${peoplePlacements} where ${and(eq(peoplePlacements.teamId, peopleTeams.id), member)})`);
  });

/** The organisation's teams, and who is in each: a person is in one team at most, by their placement. */
export class DirectoryTeamRepository {
  constructor(private readonly db: Db) {}

  /** The organisation's teams by name, or the one of that id. */
  async list(organisationId: string, id?: string): Promise<CountedTeamRow[]> {
    return this.db
      .select({ ...this.columns(), members: memberCount })
      .from(peopleTeams)
      .where(and(eq(peopleTeams.organisationId, organisationId), id === undefined ? undefined : eq(peopleTeams.id, id)))
      .orderBy(sql`lower(${peopleTeams.name})`, asc(peopleTeams.id));
  }

  /** One page for SCIM, in a stable order (by creation, then id). */
  async page(organisationId: string, condition: ScimCondition | null, offset: number, limit: number): Promise<{ rows: TeamRow[]; total: number }> {
    const where = and(eq(peopleTeams.organisationId, organisationId), condition ? groupSqlOf(condition) : undefined);
    const rows = limit > 0 ? await this.db.select().from(peopleTeams).where(where).orderBy(asc(peopleTeams.createdAt), asc(peopleTeams.id)).limit(limit).offset(offset) : [];
    const [counted] = await this.db.select({ total: count() }).from(peopleTeams).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async find(organisationId: string, id: string): Promise<TeamRow | undefined> {
    const [row] = await this.db.select().from(peopleTeams).where(and(eq(peopleTeams.organisationId, organisationId), eq(peopleTeams.id, id)));
    return row;
  }

  async findByName(organisationId: string, name: string): Promise<TeamRow | undefined> {
    const [row] = await this.db.select().from(peopleTeams).where(byName(organisationId, name));
    return row;
  }

  /** The team of this name in any case, made when there is none (a person placed in a new team by name). */
  async ensure(organisationId: string, name: string): Promise<TeamRow> {
    await this.db.insert(peopleTeams).values({ organisationId, name }).onConflictDoNothing();
    return (await this.findByName(organisationId, name))!;
  }

  /** A new team; a name taken in any case fails on the unique index (23505). */
  async create(organisationId: string, values: TeamValues): Promise<TeamRow> {
    const [row] = await this.db.insert(peopleTeams).values({ organisationId, ...values }).returning();
    return row!;
  }

  /** Changes the team as read at `version`; undefined when it has moved on (or is gone). */
  async update(organisationId: string, id: string, version: number, values: Partial<TeamValues>): Promise<TeamRow | undefined> {
    const [row] = await this.db
      .update(peopleTeams)
      .set({ ...values, version: sql`${peopleTeams.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(peopleTeams.organisationId, organisationId), eq(peopleTeams.id, id), eq(peopleTeams.version, version)))
      .returning();
    return row;
  }

  /** A change of members is a change of the team: its version (a SCIM Group's ETag) moves on. */
  async touch(organisationId: string, ids: readonly (string | null)[]): Promise<void> {
    const teams = [...new Set(ids.filter((id): id is string => id !== null))];
    if (teams.length === 0) return;
    await this.db
      .update(peopleTeams)
      .set({ version: sql`${peopleTeams.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(peopleTeams.organisationId, organisationId), inArray(peopleTeams.id, teams)));
  }

  /** Deletes the team; its people stay, without a team (the placement's key sets null). */
  async remove(organisationId: string, id: string, version: number): Promise<boolean> {
    const removed = await this.db
      .delete(peopleTeams)
      .where(and(eq(peopleTeams.organisationId, organisationId), eq(peopleTeams.id, id), eq(peopleTeams.version, version)))
      .returning({ id: peopleTeams.id });
    return removed.length > 0;
  }

  /** The people of these teams, by name. */
  async members(organisationId: string, teamIds: readonly string[]): Promise<TeamMemberRow[]> {
    if (teamIds.length === 0) return [];
    const rows = await this.db
      .select({ teamId: peoplePlacements.teamId, id: users.id, name: users.name })
      .from(peoplePlacements)
      .innerJoin(users, eq(users.id, peoplePlacements.userId))
      .where(and(eq(peoplePlacements.organisationId, organisationId), inArray(peoplePlacements.teamId, [...teamIds]), isNotNull(peoplePlacements.teamId)))
      .orderBy(asc(users.name), asc(users.id));
    return rows.map((row) => ({ ...row, teamId: row.teamId! }));
  }

  /** The teams these people are in now (each person is in one at most). */
  async teamsOf(organisationId: string, userIds: readonly string[]): Promise<(string | null)[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .select({ teamId: peoplePlacements.teamId })
      .from(peoplePlacements)
      .where(and(eq(peoplePlacements.organisationId, organisationId), inArray(peoplePlacements.userId, [...userIds])));
    return rows.map((row) => row.teamId);
  }

  /** Puts these people (of the organisation) in the team, or in none; their placement is made when they have none. */
  async place(organisationId: string, teamId: string | null, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.db
      .insert(peoplePlacements)
      .values(userIds.map((userId) => ({ organisationId, userId, teamId })))
      .onConflictDoUpdate({
        target: peoplePlacements.userId,
        set: { teamId, updatedAt: sql`now()`, version: sql`${peoplePlacements.version} + 1` },
        setWhere: eq(peoplePlacements.organisationId, organisationId),
      });
  }

  private columns() {
    return {
      id: peopleTeams.id,
      organisationId: peopleTeams.organisationId,
      name: peopleTeams.name,
      externalId: peopleTeams.externalId,
      createdAt: peopleTeams.createdAt,
      updatedAt: peopleTeams.updatedAt,
      version: peopleTeams.version,
    };
  }
}
