import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containing, orderOf, pageOf, type Db, type PageRequest } from '../../../kernel';
import { users } from '../../../kernel-schema';
import { peoplePlacements, peopleTeams } from '../schema/directory';

export type PlacementRow = typeof peoplePlacements.$inferSelect;
export type PlacementValues = Pick<PlacementRow, 'teamId' | 'managerId' | 'locationId'>;

/** A person as the directory lists them: the kernel's account and their placement (nulls when they have none). */
export interface DirectoryRow {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: string;
  readonly deactivatedAt: Date | null;
  readonly createdAt: Date;
  readonly version: number;
  readonly teamId: string | null;
  /** The team's name as it is now (a renamed team renames it for all its members). */
  readonly team: string | null;
  readonly managerId: string | null;
  readonly managerName: string | null;
  readonly locationId: string | null;
}

export interface DirectoryListRequest extends PageRequest {
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly role?: string | undefined;
  readonly team?: string | undefined;
  readonly managerId?: string | undefined;
  readonly locationId?: string | undefined;
  readonly active?: boolean | undefined;
}

const manager = alias(users, 'manager');

/** Both drivers answer a raw query with `{ rows }`; drizzle types the answer per driver. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The directory's placements, each scoped by organisation, read with the kernel's accounts they belong to. */
export class PlacementRepository {
  constructor(private readonly db: Db) {}

  private selection() {
    return {
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      deactivatedAt: users.deactivatedAt,
      createdAt: users.createdAt,
      version: users.version,
      teamId: peoplePlacements.teamId,
      team: peopleTeams.name,
      managerId: peoplePlacements.managerId,
      managerName: manager.name,
      locationId: peoplePlacements.locationId,
    };
  }

  private joined() {
    return this.db
      .select(this.selection())
      .from(users)
      .leftJoin(peoplePlacements, eq(peoplePlacements.userId, users.id))
      .leftJoin(peopleTeams, eq(peopleTeams.id, peoplePlacements.teamId))
      .leftJoin(manager, eq(manager.id, peoplePlacements.managerId));
  }

  async list(organisationId: string, request: DirectoryListRequest): Promise<{ rows: DirectoryRow[]; total: number }> {
    const where = and(
      eq(users.organisationId, organisationId),
      request.role ? eq(users.role, request.role as never) : undefined,
      request.team ? sql`lower(${peopleTeams.name}) = lower(${request.team})` : undefined,
      request.managerId ? eq(peoplePlacements.managerId, request.managerId) : undefined,
      request.locationId ? eq(peoplePlacements.locationId, request.locationId) : undefined,
      request.active === undefined ? undefined : request.active ? isNull(users.deactivatedAt) : isNotNull(users.deactivatedAt),
      request.q ? or(ilike(users.name, containing(request.q)), ilike(users.email, containing(request.q)), ilike(peopleTeams.name, containing(request.q))) : undefined,
    );
    const { limit, offset } = pageOf(request);
    const columns = { name: users.name, email: users.email, role: users.role, team: peopleTeams.name, createdAt: users.createdAt };
    const rows = await this.joined()
      .where(where)
      .orderBy(...orderOf(columns, request.sort, 'name', users.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db
      .select({ total: count() })
      .from(users)
      .leftJoin(peoplePlacements, eq(peoplePlacements.userId, users.id))
      .leftJoin(peopleTeams, eq(peopleTeams.id, peoplePlacements.teamId))
      .where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async find(organisationId: string, id: string): Promise<DirectoryRow | undefined> {
    const [row] = await this.joined().where(and(eq(users.organisationId, organisationId), eq(users.id, id)));
    return row;
  }

  async findMany(organisationId: string, ids: readonly string[]): Promise<DirectoryRow[]> {
    if (ids.length === 0) return [];
    return this.joined()
      .where(and(eq(users.organisationId, organisationId), inArray(users.id, [...ids])))
      .orderBy(asc(users.name), asc(users.id));
  }

  /** Everyone under the manager, through any depth of reports; a cycle (which `place` refuses) cannot loop it. */
  async teamIds(organisationId: string, managerId: string): Promise<string[]> {
    const result = await this.db.execute(sql`
      with recursive below(user_id) as (
        select user_id from ${peoplePlacements} where organisation_id = ${organisationId} and manager_id = ${managerId}
        union
        select p.user_id from ${peoplePlacements} p join below b on p.manager_id = b.user_id where p.organisation_id = ${organisationId}
      )
      select user_id from below where user_id <> ${managerId}`);
    return rowsOf<{ user_id: string }>(result).map((row) => row.user_id);
  }

  /** The manager's own managers, upwards to the top (the cycle check walks it); `union` stops at a repeat. */
  async chainAbove(organisationId: string, userId: string): Promise<string[]> {
    const result = await this.db.execute(sql`
      with recursive above(user_id) as (
        select manager_id from ${peoplePlacements} where organisation_id = ${organisationId} and user_id = ${userId} and manager_id is not null
        union
        select p.manager_id from ${peoplePlacements} p join above a on p.user_id = a.user_id
          where p.organisation_id = ${organisationId} and p.manager_id is not null
      )
      select user_id from above`);
    return rowsOf<{ user_id: string }>(result).map((row) => row.user_id);
  }

  /** Writes the placement, creating it on first use; only the fields given change. */
  async upsert(organisationId: string, userId: string, values: Partial<PlacementValues>): Promise<void> {
    await this.db
      .insert(peoplePlacements)
      .values({ organisationId, userId, teamId: null, managerId: null, locationId: null, ...values })
      .onConflictDoUpdate({ target: peoplePlacements.userId, set: { ...values, updatedAt: sql`now()`, version: sql`${peoplePlacements.version} + 1` } });
  }

  /** How many active admins the organisation has besides those of `excluding`: the last one is never removed. */
  async activeAdminsBesides(organisationId: string, roles: readonly string[], excluding: readonly string[]): Promise<number> {
    const others: SQL | undefined = excluding.length ? sql`${users.id} not in (${sql.join(excluding.map((id) => sql`${id}`), sql`, `)})` : undefined;
    const [row] = await this.db
      .select({ total: count() })
      .from(users)
      .where(and(eq(users.organisationId, organisationId), inArray(users.role, roles as never[]), isNull(users.deactivatedAt), others));
    return row?.total ?? 0;
  }
}
