import * as z from 'zod';
import { text } from './text';

const ClockTime = text().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'a time like 09:00');

/**
 * The organisation's business hours (src/domain/calendars/business-calendar.ts): kept by the service desk for its SLA
 * policies, edited there and in Configure, read by every clock.
 */
export const BusinessCalendar = z.strictObject({
  /** An IANA zone, e.g. Europe/Berlin. */
  timeZone: text().trim().min(1).max(64),
  hours: z.array(z.strictObject({ weekday: z.int().min(0).max(6), start: ClockTime, end: ClockTime })).max(21),
  holidays: z.array(z.iso.date()).max(366).default([]),
});
