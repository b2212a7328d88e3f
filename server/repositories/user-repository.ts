import { and, count, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { ADMIN_ROLES, type Role } from '../../contract/common';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { containing, orderOf, pageOf, type PageRequest } from './query-helpers';
import { nextVersion, versionedUpdate } from './versioned-update';

export type UserRow = typeof users.$inferSelect;

export interface UserListRequest extends PageRequest {
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly role?: Role | undefined;
}

export class UserRepository {
  constructor(private readonly db: Db) {}

  async create(values: Pick<UserRow, 'organisationId' | 'email' | 'name' | 'role' | 'passwordHash'>): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    return row!;
  }

  /** Many people in one statement; answers them in the order given. */
  async createMany(values: readonly Pick<UserRow, 'organisationId' | 'email' | 'name' | 'role' | 'passwordHash'>[]): Promise<UserRow[]> {
    if (values.length === 0) return [];
    const rows = await this.db.insert(users).values([...values]).returning();
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    return values.map((value) => byEmail.get(value.email)!);
  }

  /** The one lookup across organisations: an address names one person, and sign-in asks for nothing else. */
  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  /** Across organisations too, for the start-up check of a production portal: accounts that have a password. */
  async withPassword(limit: number, emails?: readonly string[]): Promise<{ email: string; passwordHash: string | null }[]> {
    return this.db
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(and(isNotNull(users.passwordHash), emails ? inArray(users.email, [...emails]) : undefined))
      .limit(limit);
  }

  async find(organisationId: string, id: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.organisationId, organisationId), eq(users.id, id)));
    return row;
  }

  /** People of one organisation with this name, ignoring case; two at most, which is enough to know it is ambiguous. */
  async findByName(organisationId: string, name: string): Promise<UserRow[]> {
    return this.db
      .select()
      .from(users)
      .where(and(eq(users.organisationId, organisationId), sql`lower(${users.name}) = lower(${name.trim()})`))
      .limit(2);
  }

  async findMany(organisationId: string, ids: readonly string[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(users)
      .where(and(eq(users.organisationId, organisationId), inArray(users.id, [...ids])));
  }

  async list(organisationId: string, request: UserListRequest): Promise<{ rows: UserRow[]; total: number }> {
    const where = and(
      eq(users.organisationId, organisationId),
      request.role ? eq(users.role, request.role) : undefined,
      request.q ? or(ilike(users.name, containing(request.q)), ilike(users.email, containing(request.q))) : undefined,
    );
    const { limit, offset } = pageOf(request);
    const order = orderOf({ name: users.name, email: users.email, createdAt: users.createdAt }, request.sort, 'name', users.id);
    const rows = await this.db
      .select()
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(users).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async admins(organisationId: string): Promise<UserRow[]> {
    return this.db
      .select()
      .from(users)
      .where(and(eq(users.organisationId, organisationId), inArray(users.role, [...ADMIN_ROLES])))
      .orderBy(users.name);
  }

  async count(organisationId: string): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(users).where(eq(users.organisationId, organisationId));
    return row?.total ?? 0;
  }

  /** Undefined when the version is stale (or the person is not in the organisation): nothing is written then. */
  async rename(organisationId: string, id: string, name: string, version: number, now: Date): Promise<UserRow | undefined> {
    return versionedUpdate(this.db, users, { organisationId, id, version }, { name }, now);
  }

  /** The directory's edit of an account; undefined when the version is stale or the person not in the organisation. */
  async update(
    organisationId: string,
    id: string,
    version: number,
    values: Partial<Pick<UserRow, 'name' | 'email' | 'role' | 'deactivatedAt'>>,
    now: Date,
  ): Promise<UserRow | undefined> {
    return versionedUpdate(this.db, users, { organisationId, id, version }, values, now);
  }

  async setPassword(organisationId: string, id: string, passwordHash: string, now: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, version: nextVersion(users.version), updatedAt: now })
      .where(and(eq(users.organisationId, organisationId), eq(users.id, id)));
  }
}
