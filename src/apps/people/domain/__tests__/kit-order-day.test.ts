import { describe, expect, it } from 'vitest';
import { WEEKDAYS_UTC, type BusinessCalendar } from '../../../../domain/calendars/business-calendar';
import { kitOrderTiming } from '../kit-order-day';

const BERLIN: BusinessCalendar = {
  timeZone: 'Europe/Berlin',
  hours: ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  holidays: ['2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01'],
};

// A Monday morning.
const now = new Date('2026-11-30T08:00:00Z');

describe('the day a hire’s kit is ordered', () => {
  it('is the lead time in working days before the start, weekends left out', () => {
    // Start on Monday 14 December: ordered on Friday 4, it is shipped over the five working days 7–11.
    const timing = kitOrderTiming(WEEKDAYS_UTC, '2026-12-14', 5, now);
    expect(timing).toMatchObject({ orderDay: '2026-12-04', late: false });
    expect(timing.runAt.toISOString()).toBe('2026-12-04T00:00:00.000Z');
  });

  it('leaves the location’s holidays out, so it orders earlier', () => {
    // A start on 4 January: without holidays the last five working days are 28 December to 1 January; with
    // Christmas Eve and Day, New Year's Eve and Day off they are 22, 23, 28, 29 and 30 December.
    const withHolidays = kitOrderTiming(BERLIN, '2027-01-04', 5, now);
    const without = kitOrderTiming({ ...BERLIN, holidays: [] }, '2027-01-04', 5, now);
    expect(without.orderDay).toBe('2026-12-25');
    expect(withHolidays.orderDay).toBe('2026-12-21');
    expect(withHolidays.late).toBe(false);
  });

  it('orders at once and says so when the start is too close for the lead time', () => {
    const timing = kitOrderTiming(WEEKDAYS_UTC, '2026-12-03', 5, now);
    expect(timing).toEqual({ orderDay: '2026-11-30', runAt: now, late: true });
  });

  it('orders today, not late, when today is the last day that still makes it', () => {
    const timing = kitOrderTiming(WEEKDAYS_UTC, '2026-12-08', 5, now);
    expect(timing).toEqual({ orderDay: '2026-11-30', runAt: now, late: false });
  });
});
