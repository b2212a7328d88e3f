import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../../src/apps/commerce/domain/catalogue-terms';
import type { Db } from '../../../kernel';
import { commerceCreditBudgets } from '../schema/credits';
import { commerceInvoices } from '../schema/invoices';
import { commerceOrders } from '../schema/orders';
import { commerceSettings } from '../schema/settings';
import { commerceWalletEntries } from '../schema/wallet';

/** Where money moves in the organisation's currency: an entry of a wallet, a credit budget, an order or an invoice. */
const MONEY_TABLES: readonly (PgTable & { organisationId: AnyPgColumn })[] = [
  commerceWalletEntries,
  commerceCreditBudgets,
  commerceOrders,
  commerceInvoices,
];

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

  /** Whether any money has moved in the organisation: then its currency is what that money is in. */
  async moneyMoved(organisationId: string): Promise<boolean> {
    for (const table of MONEY_TABLES) {
      const [found] = await this.db
        .select({ one: sql`1` })
        .from(table)
        .where(eq(table.organisationId, organisationId))
        .limit(1);
      if (found) return true;
    }
    return false;
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
