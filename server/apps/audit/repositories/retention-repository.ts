import { eq, isNotNull } from 'drizzle-orm';
import { saveOrganisationRow, type Db } from '../../../kernel';
import { auditTrailSettings as s } from '../schema/trail-settings';

/** The trail's retention per organisation; never saved is version 0 and keeps every entry. */
export class RetentionRepository {
  constructor(private readonly db: Db) {}

  async of(organisationId: string): Promise<{ retentionMonths: number | null; version: number }> {
    const [row] = await this.db.select({ retentionMonths: s.retentionMonths, version: s.version }).from(s).where(eq(s.organisationId, organisationId));
    return row ?? { retentionMonths: null, version: 0 };
  }

  /** Undefined when the version is stale: someone saved since it was read. */
  save(organisationId: string, version: number, retentionMonths: number | null, now: Date) {
    return saveOrganisationRow(this.db, s, { organisationId, version }, { retentionMonths }, now);
  }

  /** Every organisation that keeps its entries for a limited time, and for how long. */
  async limited(): Promise<{ organisationId: string; retentionMonths: number }[]> {
    const rows = await this.db.select({ organisationId: s.organisationId, retentionMonths: s.retentionMonths }).from(s).where(isNotNull(s.retentionMonths));
    return rows.map((row) => ({ organisationId: row.organisationId, retentionMonths: row.retentionMonths! }));
  }
}
