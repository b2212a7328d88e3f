import { and, eq, sql } from 'drizzle-orm';
import type { BusinessCalendar } from '../../../../src/domain/calendars/business-calendar';
import type { Db } from '../../../kernel';
import { deskLocationCalendars } from '../schema/config';

/** The sites' own business hours, one row a site. */
export class DeskLocationCalendarRepository {
  constructor(private readonly db: Db) {}

  async list(organisationId: string): Promise<{ locationId: string; calendar: BusinessCalendar }[]> {
    return this.db
      .select({ locationId: deskLocationCalendars.locationId, calendar: deskLocationCalendars.calendar })
      .from(deskLocationCalendars)
      .where(eq(deskLocationCalendars.organisationId, organisationId));
  }

  async find(organisationId: string, locationId: string): Promise<BusinessCalendar | null> {
    const [row] = await this.db
      .select({ calendar: deskLocationCalendars.calendar })
      .from(deskLocationCalendars)
      .where(and(eq(deskLocationCalendars.organisationId, organisationId), eq(deskLocationCalendars.locationId, locationId)));
    return row?.calendar ?? null;
  }

  /** The site's hours set, or, with null, removed: the site follows the organisation's again. */
  async save(organisationId: string, locationId: string, calendar: BusinessCalendar | null, now: Date): Promise<void> {
    const mine = and(eq(deskLocationCalendars.organisationId, organisationId), eq(deskLocationCalendars.locationId, locationId));
    if (calendar === null) {
      await this.db.delete(deskLocationCalendars).where(mine);
      return;
    }
    const stored = { ...calendar, hours: [...calendar.hours], holidays: [...calendar.holidays] };
    await this.db
      .insert(deskLocationCalendars)
      .values({ organisationId, locationId, calendar: stored })
      .onConflictDoUpdate({
        target: [deskLocationCalendars.organisationId, deskLocationCalendars.locationId],
        set: { calendar: stored, updatedAt: now, version: sql`${deskLocationCalendars.version} + 1` },
      });
  }
}
