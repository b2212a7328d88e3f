import { and, asc, count, desc, eq, ilike, inArray, notInArray, or } from 'drizzle-orm';
import { containing, lockedRow, orderOf, pageOf, versionedUpdate, type Db, type PageRequest } from '../../../kernel';
import { users } from '../../../kernel-schema';
import type { CampaignKind } from '../../../../src/apps/campaigns/domain/campaign-kind';
import { campaignDevices, campaignEvents, campaignPeople, campaigns } from '../schema/campaigns';

export type CampaignPersonRow = typeof campaignPeople.$inferSelect;
export type NewCampaignPersonRow = Omit<typeof campaignPeople.$inferInsert, 'id' | 'createdAt' | 'version'>;
export type CampaignPersonValues = Partial<Omit<NewCampaignPersonRow, 'organisationId' | 'campaignId'>>;
export type CampaignDeviceRow = typeof campaignDevices.$inferSelect;
export type NewCampaignDeviceRow = Omit<typeof campaignDevices.$inferInsert, 'id' | 'version'>;
export type CampaignDeviceValues = Partial<Omit<NewCampaignDeviceRow, 'organisationId' | 'campaignId'>>;
export type NewCampaignEvent = Omit<typeof campaignEvents.$inferInsert, 'id'>;

export interface CampaignPersonListRequest extends PageRequest {
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly state?: string | undefined;
}

/** The people of campaigns, their devices and what happened to them; every query scoped by organisation. */
export class CampaignPersonRepository {
  constructor(private readonly db: Db) {}

  async list(organisationId: string, campaignId: string, request: CampaignPersonListRequest): Promise<{ rows: CampaignPersonRow[]; total: number }> {
    const where = and(
      eq(campaignPeople.organisationId, organisationId),
      eq(campaignPeople.campaignId, campaignId),
      request.state ? eq(campaignPeople.state, request.state) : undefined,
      request.q ? or(ilike(campaignPeople.name, containing(request.q)), ilike(campaignPeople.email, containing(request.q))) : undefined,
    );
    const { limit, offset } = pageOf(request);
    const order = orderOf({ name: campaignPeople.name, state: campaignPeople.state, updatedAt: campaignPeople.updatedAt }, request.sort, 'name', campaignPeople.id);
    const rows = await this.db.select().from(campaignPeople).where(where).orderBy(...order).limit(limit).offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(campaignPeople).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  /** Every person of a campaign, for the CSV. */
  async all(organisationId: string, campaignId: string): Promise<CampaignPersonRow[]> {
    return this.db
      .select()
      .from(campaignPeople)
      .where(and(eq(campaignPeople.organisationId, organisationId), eq(campaignPeople.campaignId, campaignId)))
      .orderBy(asc(campaignPeople.name), asc(campaignPeople.id));
  }

  async find(organisationId: string, campaignId: string, id: string): Promise<CampaignPersonRow | undefined> {
    const [row] = await this.db
      .select()
      .from(campaignPeople)
      .where(and(eq(campaignPeople.organisationId, organisationId), eq(campaignPeople.campaignId, campaignId), eq(campaignPeople.id, id)));
    return row;
  }

  /** Locks the row until the transaction ends: a job and a click on the same person take turns. */
  lock(organisationId: string, id: string): Promise<CampaignPersonRow | undefined> {
    return lockedRow(this.db, campaignPeople, organisationId, id);
  }

  async userIdsOf(organisationId: string, campaignId: string): Promise<string[]> {
    const rows = await this.db
      .select({ userId: campaignPeople.userId })
      .from(campaignPeople)
      .where(and(eq(campaignPeople.organisationId, organisationId), eq(campaignPeople.campaignId, campaignId)));
    return rows.flatMap((row) => (row.userId ? [row.userId] : []));
  }

  /** Members of the organisation by id, with the name and address a campaign copies (the demo seed's people). */
  async membersOf(organisationId: string, ids: readonly string[]): Promise<{ id: string; name: string; email: string }[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.organisationId, organisationId), inArray(users.id, [...ids])));
  }

  async insert(values: NewCampaignPersonRow): Promise<CampaignPersonRow> {
    const [row] = await this.db.insert(campaignPeople).values(values).returning();
    return row!;
  }

  /** Undefined when the version is stale: nothing is written then. */
  update(organisationId: string, id: string, version: number, values: CampaignPersonValues, now: Date): Promise<CampaignPersonRow | undefined> {
    return versionedUpdate(this.db, campaignPeople, { organisationId, id, version }, values, now);
  }

  /** The member in each campaign (of the kind, when given) they are in, with the campaign's kind, name and status; newest campaign first. */
  async membershipsOf(organisationId: string, userId: string, kind?: CampaignKind) {
    return this.db
      .select({ person: campaignPeople, campaign: { id: campaigns.id, kind: campaigns.kind, name: campaigns.name, status: campaigns.status } })
      .from(campaignPeople)
      .innerJoin(campaigns, and(eq(campaigns.id, campaignPeople.campaignId), eq(campaigns.organisationId, campaignPeople.organisationId)))
      .where(and(eq(campaignPeople.organisationId, organisationId), eq(campaignPeople.userId, userId), kind ? eq(campaigns.kind, kind) : undefined))
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  }

  async devicesOf(organisationId: string, personIds: readonly string[]): Promise<CampaignDeviceRow[]> {
    if (personIds.length === 0) return [];
    return this.db
      .select()
      .from(campaignDevices)
      .where(and(eq(campaignDevices.organisationId, organisationId), inArray(campaignDevices.personId, [...personIds])))
      .orderBy(asc(campaignDevices.assetTag), asc(campaignDevices.id));
  }

  async insertDevices(values: readonly NewCampaignDeviceRow[]): Promise<void> {
    if (values.length > 0) await this.db.insert(campaignDevices).values([...values]);
  }

  /** A person's devices other than these go, unless something already happened to them. */
  async removeDevicesBut(organisationId: string, personId: string, keepAssetIds: readonly string[]): Promise<void> {
    await this.db
      .delete(campaignDevices)
      .where(
        and(
          eq(campaignDevices.organisationId, organisationId),
          eq(campaignDevices.personId, personId),
          keepAssetIds.length ? notInArray(campaignDevices.assetId, [...keepAssetIds]) : undefined,
        ),
      );
  }

  updateDevice(organisationId: string, id: string, version: number, values: CampaignDeviceValues, now: Date): Promise<CampaignDeviceRow | undefined> {
    return versionedUpdate(this.db, campaignDevices, { organisationId, id, version }, values, now);
  }

  async appendEvent(event: NewCampaignEvent): Promise<void> {
    await this.db.insert(campaignEvents).values(event);
  }
}
