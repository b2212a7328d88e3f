import { and, count, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { containing, orderOf, pageOf, versionedUpdate, type Db, type PageRequest } from '../../../kernel';
import { users } from '../../../kernel-schema';
import { manageAssets } from '../schema/assets';
import { manageOffboardings } from '../schema/review';

export interface PeopleListRequest extends PageRequest {
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly offboarded?: boolean | undefined;
}

const assetCount = sql<number>`(select count(*)::int from ${manageAssets} where ${manageAssets.assigneeId} = ${users.id})`;
const personColumns = { user: users, offboardedAt: manageOffboardings.offboardedAt, assetCount };
export type PersonRow = { user: typeof users.$inferSelect; offboardedAt: Date | null; assetCount: number };

/** The organisation's people as Manage sees them: with whether they left and how many assets they hold. */
export class ManagePeopleRepository {
  constructor(private readonly db: Db) {}

  async offboardedAt(organisationId: string, userId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: manageOffboardings.offboardedAt })
      .from(manageOffboardings)
      .where(and(eq(manageOffboardings.organisationId, organisationId), eq(manageOffboardings.userId, userId)));
    return row?.at ?? null;
  }

  async list(organisationId: string, request: PeopleListRequest): Promise<{ rows: PersonRow[]; total: number }> {
    const where = and(
      eq(users.organisationId, organisationId),
      request.offboarded === undefined ? undefined : request.offboarded ? isNotNull(manageOffboardings.userId) : isNull(manageOffboardings.userId),
      request.q ? or(ilike(users.name, containing(request.q)), ilike(users.email, containing(request.q))) : undefined,
    );
    const { limit, offset } = pageOf(request);
    const rows = await this.joined()
      .where(where)
      .orderBy(...orderOf({ name: users.name, email: users.email, createdAt: users.createdAt }, request.sort, 'name', users.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db
      .select({ total: count() })
      .from(users)
      .leftJoin(manageOffboardings, eq(manageOffboardings.userId, users.id))
      .where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async find(organisationId: string, userId: string): Promise<PersonRow | undefined> {
    const [row] = await this.joined().where(and(eq(users.organisationId, organisationId), eq(users.id, userId)));
    return row;
  }

  /** Records the departure and bumps the person's version; false when the version was stale. */
  async offboard(organisationId: string, userId: string, version: number, byUserId: string, now: Date): Promise<boolean> {
    const bumped = await versionedUpdate(this.db, users, { organisationId, id: userId, version }, {}, now, { id: users.id });
    if (!bumped) return false;
    await this.db.insert(manageOffboardings).values({ organisationId, userId, offboardedAt: now, offboardedByUserId: byUserId });
    return true;
  }

  private joined() {
    return this.db.select(personColumns).from(users).leftJoin(manageOffboardings, eq(manageOffboardings.userId, users.id));
  }
}
