import { and, asc, count, eq, inArray, isNull, min } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import { campaignReminders } from '../schema/campaigns';

export type CampaignReminderRow = typeof campaignReminders.$inferSelect;
export type NewCampaignReminderRow = Omit<typeof campaignReminders.$inferInsert, 'id' | 'doneAt' | 'outcome'>;

/** The steps of people's reminder rounds; a step is done once, by whichever worker locks it first. */
export class CampaignReminderRepository {
  constructor(private readonly db: Db) {}

  async insertMany(values: readonly NewCampaignReminderRow[]): Promise<CampaignReminderRow[]> {
    if (values.length === 0) return [];
    return this.db.insert(campaignReminders).values([...values]).returning();
  }

  /** The step, locked until the transaction ends, if it is still to do; undefined when another run did it. */
  async claim(organisationId: string, id: string): Promise<CampaignReminderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(campaignReminders)
      .where(and(eq(campaignReminders.organisationId, organisationId), eq(campaignReminders.id, id), isNull(campaignReminders.doneAt)))
      .for('update');
    return row;
  }

  async markDone(id: string, outcome: 'sent' | 'skipped' | 'superseded', now: Date): Promise<void> {
    await this.db.update(campaignReminders).set({ doneAt: now, outcome }).where(eq(campaignReminders.id, id));
  }

  /** A restart or a cancel: the steps still to do of the person's rounds will do nothing. */
  async supersede(organisationId: string, personId: string, now: Date): Promise<void> {
    await this.db
      .update(campaignReminders)
      .set({ doneAt: now, outcome: 'superseded' })
      .where(and(eq(campaignReminders.organisationId, organisationId), eq(campaignReminders.personId, personId), isNull(campaignReminders.doneAt)));
  }

  /** The round's steps not yet done, taken back to be planned again from another day (their jobs then find nothing). */
  async withdrawPending(organisationId: string, personId: string): Promise<void> {
    await this.db
      .delete(campaignReminders)
      .where(and(eq(campaignReminders.organisationId, organisationId), eq(campaignReminders.personId, personId), isNull(campaignReminders.doneAt)));
  }

  /** Per person: the mails sent to them so far and when the next step is due. */
  async summaryOf(organisationId: string, personIds: readonly string[]): Promise<Map<string, { sent: number; next: Date | null }>> {
    if (personIds.length === 0) return new Map();
    const scope = and(eq(campaignReminders.organisationId, organisationId), inArray(campaignReminders.personId, [...personIds]));
    const sent = await this.db
      .select({ personId: campaignReminders.personId, n: count() })
      .from(campaignReminders)
      .where(and(scope, eq(campaignReminders.outcome, 'sent'), inArray(campaignReminders.action, ['invite', 'reminder'])))
      .groupBy(campaignReminders.personId);
    const next = await this.db
      .select({ personId: campaignReminders.personId, at: min(campaignReminders.dueAt) })
      .from(campaignReminders)
      .where(and(scope, isNull(campaignReminders.doneAt)))
      .groupBy(campaignReminders.personId);
    const summary = new Map<string, { sent: number; next: Date | null }>();
    for (const id of personIds) summary.set(id, { sent: 0, next: null });
    for (const row of sent) summary.get(row.personId)!.sent = row.n;
    for (const row of next) summary.get(row.personId)!.next = row.at;
    return summary;
  }

  /** Every step of a person in order, for the tests and the details page's history. */
  async ofPerson(organisationId: string, personId: string): Promise<CampaignReminderRow[]> {
    return this.db
      .select()
      .from(campaignReminders)
      .where(and(eq(campaignReminders.organisationId, organisationId), eq(campaignReminders.personId, personId)))
      .orderBy(asc(campaignReminders.round), asc(campaignReminders.step));
  }
}
