import type { Db } from '../db/database';
import { demoRequests } from '../db/schema';

export type DemoRequestRow = typeof demoRequests.$inferSelect;

export class DemoRequestRepository {
  constructor(private readonly db: Db) {}

  async create(values: Omit<DemoRequestRow, 'id' | 'createdAt'>): Promise<DemoRequestRow> {
    const [row] = await this.db.insert(demoRequests).values(values).returning();
    return row!;
  }
}
