import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../../../src/domain/webhooks/webhook-events';
import { pageOf, versionedUpdate, type Db, type PageRequest } from '../../../kernel';
import { integrationsWebhookEndpoints as endpoints } from '../schema/webhooks';

export type EndpointRow = typeof endpoints.$inferSelect;
export type NewEndpointRow = Omit<typeof endpoints.$inferInsert, 'id' | 'version'>;
export type EndpointValues = Partial<Omit<NewEndpointRow, 'organisationId' | 'createdAt' | 'updatedAt'>>;

/** The organisation's webhook endpoints. */
export class EndpointRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewEndpointRow): Promise<EndpointRow> {
    const [row] = await this.db.insert(endpoints).values(values).returning();
    return row!;
  }

  async list(organisationId: string, request: PageRequest): Promise<{ rows: EndpointRow[]; total: number }> {
    const where = eq(endpoints.organisationId, organisationId);
    const rows = await this.db.select().from(endpoints).where(where).orderBy(desc(endpoints.createdAt), desc(endpoints.id)).limit(pageOf(request).limit).offset(pageOf(request).offset);
    const [counted] = await this.db.select({ n: count() }).from(endpoints).where(where);
    return { rows, total: counted?.n ?? 0 };
  }

  async count(organisationId: string): Promise<number> {
    const [counted] = await this.db.select({ n: count() }).from(endpoints).where(eq(endpoints.organisationId, organisationId));
    return counted?.n ?? 0;
  }

  async find(organisationId: string, id: string): Promise<EndpointRow | undefined> {
    const [row] = await this.db.select().from(endpoints).where(and(eq(endpoints.organisationId, organisationId), eq(endpoints.id, id)));
    return row;
  }

  /** The enabled endpoints that chose this event. */
  subscribed(organisationId: string, type: WebhookEventType): Promise<EndpointRow[]> {
    return this.db
      .select()
      .from(endpoints)
      .where(and(eq(endpoints.organisationId, organisationId), eq(endpoints.enabled, true), sql`${endpoints.eventTypes} @> ${JSON.stringify([type])}::jsonb`));
  }

  /** Undefined when the version is stale or the endpoint gone. */
  update(organisationId: string, id: string, version: number, values: EndpointValues, now: Date): Promise<EndpointRow | undefined> {
    return versionedUpdate(this.db, endpoints, { organisationId, id, version }, values, now);
  }

  /** A change the portal makes whatever the version the admin saw (a 410 disabling it); bumps the version. */
  async set(organisationId: string, id: string, values: EndpointValues, now: Date): Promise<EndpointRow | undefined> {
    const [row] = await this.db
      .update(endpoints)
      .set({ ...values, updatedAt: now, version: sql`${endpoints.version} + 1` })
      .where(and(eq(endpoints.organisationId, organisationId), eq(endpoints.id, id)))
      .returning();
    return row;
  }

  async delete(organisationId: string, id: string): Promise<boolean> {
    const rows = await this.db.delete(endpoints).where(and(eq(endpoints.organisationId, organisationId), eq(endpoints.id, id))).returning({ id: endpoints.id });
    return rows.length > 0;
  }
}
