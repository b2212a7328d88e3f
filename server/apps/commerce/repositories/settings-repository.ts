import { and, eq } from 'drizzle-orm';
import type { Currency } from '../../../../src/apps/commerce/domain/catalogue-terms';
import type { Db } from '../../../kernel';
import { commerceSettings } from '../schema/settings';

export interface CommerceSettings {
  readonly currency: Currency;
  readonly approvalThresholdMinor: number;
  /** 0 until the organisation saves its own settings. */
  readonly version: number;
}

/** What an organisation that never changed its settings has: euros, and approval above 500.00. */
export const DEFAULT_COMMERCE_SETTINGS: CommerceSettings = { currency: 'EUR', approvalThresholdMinor: 50_000, version: 0 };

/** The organisation's currency and approval threshold. */
export class CommerceSettingsRepository {
  constructor(private readonly db: Db) {}

  async of(organisationId: string): Promise<CommerceSettings> {
    const [row] = await this.db
      .select({ currency: commerceSettings.currency, approvalThresholdMinor: commerceSettings.approvalThresholdMinor, version: commerceSettings.version })
      .from(commerceSettings)
      .where(eq(commerceSettings.organisationId, organisationId));
    return row ?? DEFAULT_COMMERCE_SETTINGS;
  }

  /**
   * Saves the settings read at `version` (0: the defaults, never saved). False when someone saved in between: the
   * first save inserts, and a second first save finds the row and changes nothing.
   */
  async save(organisationId: string, version: number, values: { currency: Currency; approvalThresholdMinor: number }, now: Date): Promise<boolean> {
    if (version === 0) {
      const rows = await this.db
        .insert(commerceSettings)
        .values({ organisationId, ...values, updatedAt: now })
        .onConflictDoNothing()
        .returning({ version: commerceSettings.version });
      return rows.length > 0;
    }
    const rows = await this.db
      .update(commerceSettings)
      .set({ ...values, updatedAt: now, version: version + 1 })
      .where(and(eq(commerceSettings.organisationId, organisationId), eq(commerceSettings.version, version)))
      .returning({ version: commerceSettings.version });
    return rows.length > 0;
  }
}
