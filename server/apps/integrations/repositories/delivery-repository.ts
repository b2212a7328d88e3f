import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DeliveryStatus } from '../../../../src/apps/integrations/domain/webhooks';
import { pageOf, type Db, type PageRequest } from '../../../kernel';
import { integrationsWebhookDeliveries as deliveries } from '../schema/webhooks';

export type DeliveryRow = typeof deliveries.$inferSelect;
export type NewDeliveryRow = Omit<typeof deliveries.$inferInsert, 'id'>;
type DeliveryValues = Partial<Pick<DeliveryRow, 'status' | 'attempts' | 'nextAttemptAt' | 'lastStatus' | 'lastAttempt'>>;

/** The delivery log: one row per message and endpoint. */
export class DeliveryRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewDeliveryRow): Promise<DeliveryRow> {
    const [row] = await this.db.insert(deliveries).values(values).returning();
    return row!;
  }

  async list(organisationId: string, endpointId: string, request: PageRequest & { status?: DeliveryStatus | undefined }): Promise<{ rows: DeliveryRow[]; total: number }> {
    const where: SQL[] = [eq(deliveries.organisationId, organisationId), eq(deliveries.endpointId, endpointId)];
    if (request.status) where.push(eq(deliveries.status, request.status));
    const { limit, offset } = pageOf(request);
    const rows = await this.db
      .select()
      .from(deliveries)
      .where(and(...where))
      .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db.select({ n: count() }).from(deliveries).where(and(...where));
    return { rows, total: counted?.n ?? 0 };
  }

  async find(organisationId: string, id: string): Promise<DeliveryRow | undefined> {
    const [row] = await this.db.select().from(deliveries).where(and(eq(deliveries.organisationId, organisationId), eq(deliveries.id, id)));
    return row;
  }

  async set(organisationId: string, id: string, values: DeliveryValues, now: Date): Promise<DeliveryRow | undefined> {
    const [row] = await this.db
      .update(deliveries)
      .set({ ...values, updatedAt: now })
      .where(and(eq(deliveries.organisationId, organisationId), eq(deliveries.id, id)))
      .returning();
    return row;
  }
}
