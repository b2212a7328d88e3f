import { and, count, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import { containing, orderOf, pageOf, versionedUpdate, type Db, type PageRequest } from '../../../kernel';
import type { CampaignKind } from '../../../../src/apps/campaigns/domain/campaign-kind';
import type { CampaignStatus } from '../../../../src/apps/campaigns/domain/campaign-status';
import { campaignPeople, campaigns } from '../schema/campaigns';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = Omit<typeof campaigns.$inferInsert, 'id' | 'createdAt' | 'version'>;
export type CampaignValues = Partial<Omit<NewCampaignRow, 'organisationId' | 'kind' | 'createdBy'>>;

export interface CampaignListRequest extends PageRequest {
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly status?: CampaignStatus | undefined;
}

/** A campaign with how many people it has and how many of them are done, by the kind's ended states. */
export type CampaignWithCounts = CampaignRow & { readonly people: number; readonly done: number };

/** Campaigns of every kind, each query scoped by organisation (and by kind where the caller's slug names one). */
export class CampaignRepository {
  constructor(private readonly db: Db) {}

  async find(organisationId: string, id: string): Promise<CampaignRow | undefined> {
    const [row] = await this.db.select().from(campaigns).where(and(eq(campaigns.organisationId, organisationId), eq(campaigns.id, id)));
    return row;
  }

  /** Every campaign of the organisation, for a job that must find one by id without a caller. */
  async findAnyKind(id: string): Promise<CampaignRow | undefined> {
    const [row] = await this.db.select().from(campaigns).where(eq(campaigns.id, id));
    return row;
  }

  async list(
    organisationId: string,
    kind: CampaignKind,
    ended: readonly string[],
    request: CampaignListRequest,
  ): Promise<{ rows: CampaignWithCounts[]; total: number }> {
    const where = and(
      eq(campaigns.organisationId, organisationId),
      eq(campaigns.kind, kind),
      request.status ? eq(campaigns.status, request.status) : undefined,
      request.q ? ilike(campaigns.name, containing(request.q)) : undefined,
    );
    const { limit, offset } = pageOf(request);
    const order = orderOf(
      { name: campaigns.name, contactDate: campaigns.contactDate, createdAt: campaigns.createdAt, status: campaigns.status },
      request.sort,
      'createdAt',
      campaigns.id,
    );
    const rows = await this.db.select().from(campaigns).where(where).orderBy(...order).limit(limit).offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(campaigns).where(where);
    const counts = await this.counts(organisationId, rows.map((row) => row.id), ended);
    return { rows: rows.map((row) => ({ ...row, ...(counts.get(row.id) ?? { people: 0, done: 0 }) })), total: counted?.total ?? 0 };
  }

  async counts(organisationId: string, ids: readonly string[], ended: readonly string[]): Promise<Map<string, { people: number; done: number }>> {
    if (ids.length === 0) return new Map();
    const endedList = ended.length ? sql`${campaignPeople.state} in (${sql.join(ended.map((state) => sql`${state}`), sql`, `)})` : sql`false`;
    const rows = await this.db
      .select({ id: campaignPeople.campaignId, people: count(), done: sql<number>`count(*) filter (where ${endedList})`.mapWith(Number) })
      .from(campaignPeople)
      .where(and(eq(campaignPeople.organisationId, organisationId), inArray(campaignPeople.campaignId, [...ids])))
      .groupBy(campaignPeople.campaignId);
    return new Map(rows.map((row) => [row.id, { people: row.people, done: row.done }]));
  }

  /** Campaigns contacting people in the range (days, inclusive), newest first, with how many people are in each state. */
  async withStateCounts(organisationId: string, query: { readonly from?: string | undefined; readonly to?: string | undefined; readonly limit: number }) {
    const rows = await this.db
      .select()
      .from(campaigns)
      .where(
        and(
          eq(campaigns.organisationId, organisationId),
          query.from ? gte(campaigns.contactDate, query.from) : undefined,
          query.to ? lte(campaigns.contactDate, query.to) : undefined,
        ),
      )
      .orderBy(desc(campaigns.contactDate), desc(campaigns.createdAt))
      .limit(query.limit);
    if (rows.length === 0) return [];
    const states = await this.db
      .select({ id: campaignPeople.campaignId, state: campaignPeople.state, n: count() })
      .from(campaignPeople)
      .where(and(eq(campaignPeople.organisationId, organisationId), inArray(campaignPeople.campaignId, rows.map((row) => row.id))))
      .groupBy(campaignPeople.campaignId, campaignPeople.state);
    return rows.map((row) => ({ row, states: states.filter((state) => state.id === row.id) }));
  }

  /** How many people of the campaign are in each state. */
  async progress(organisationId: string, id: string): Promise<Record<string, number>> {
    const rows = await this.db
      .select({ state: campaignPeople.state, n: count() })
      .from(campaignPeople)
      .where(and(eq(campaignPeople.organisationId, organisationId), eq(campaignPeople.campaignId, id)))
      .groupBy(campaignPeople.state);
    return Object.fromEntries(rows.map((row) => [row.state, row.n]));
  }

  async insert(values: NewCampaignRow): Promise<CampaignRow> {
    const [row] = await this.db.insert(campaigns).values(values).returning();
    return row!;
  }

  /** Undefined when the version is stale: nothing is written then. */
  update(organisationId: string, id: string, version: number, values: CampaignValues, now: Date): Promise<CampaignRow | undefined> {
    return versionedUpdate(this.db, campaigns, { organisationId, id, version }, values, now);
  }

  /** The first invitation went out: a scheduled campaign is active from then on. Answers the row when this made it so. */
  async activate(organisationId: string, id: string, now: Date): Promise<CampaignRow | undefined> {
    const [row] = await this.db
      .update(campaigns)
      .set({ status: 'active', updatedAt: now, version: sql`${campaigns.version} + 1` })
      .where(and(eq(campaigns.organisationId, organisationId), eq(campaigns.id, id), eq(campaigns.status, 'scheduled')))
      .returning();
    return row;
  }
}
