import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  businessMinutesBetween,
  calendarProblems,
  isWithinBusinessHours,
  tryAddBusinessDays,
  tryAddBusinessMinutes,
  WEEKDAYS_UTC,
  type BusinessCalendar,
  type WorkingHours,
} from '../../../../src/domain/calendars/business-calendar';

const weekdays = [1, 2, 3, 4, 5] as const;

function calendar(
  ranges: readonly (readonly [string, string])[],
  overrides: Partial<BusinessCalendar> = {},
): BusinessCalendar {
  const hours: WorkingHours[] = weekdays.flatMap((weekday) => ranges.map(([start, end]) => ({ weekday, start, end })));
  return { timeZone: 'Europe/Berlin', hours, holidays: [], ...overrides };
}

const berlin = calendar([['09:00', '17:00']]);
const withLunch = calendar([
  ['09:00', '12:00'],
  ['13:00', '17:00'],
]);

/** Berlin wall-clock time to an instant; the offset is given so the tests do not depend on the rule under test. */
const at = (local: string, offset = '+01:00') => new Date(`${local}${offset}`);

describe('adding business minutes', () => {
  it('carries a Friday 16:00 ticket with a 2 h target over the weekend to Monday 10:00', () => {
    expect(tryAddBusinessMinutes(berlin, at('2026-11-20T16:00'), 120)).toEqual(at('2026-11-23T10:00'));
  });

  it('skips a holiday on that Monday to Tuesday 10:00', () => {
    const withHoliday = { ...berlin, holidays: ['2026-11-23'] };
    expect(tryAddBusinessMinutes(withHoliday, at('2026-11-20T16:00'), 120)).toEqual(at('2026-11-24T10:00'));
  });

  it('returns the start unchanged for zero minutes, even outside hours', () => {
    const saturday = at('2026-11-21T03:17');
    expect(tryAddBusinessMinutes(berlin, saturday, 0)).toEqual(saturday);
  });

  it('starts counting at the next opening when it starts outside hours', () => {
    expect(tryAddBusinessMinutes(berlin, at('2026-11-21T03:17'), 30)).toEqual(at('2026-11-23T09:30'));
    expect(tryAddBusinessMinutes(berlin, at('2026-11-23T07:00'), 30)).toEqual(at('2026-11-23T09:30'));
  });

  it('ends on the closing time when the minutes use a day up exactly', () => {
    expect(tryAddBusinessMinutes(berlin, at('2026-11-20T09:00'), 480)).toEqual(at('2026-11-20T17:00'));
  });

  it('leaves the lunch break out', () => {
    expect(tryAddBusinessMinutes(withLunch, at('2026-11-23T11:30'), 60)).toEqual(at('2026-11-23T13:30'));
  });

  it.each([
    ['spring', '2026-03-27T16:00', '+01:00', '2026-03-30T10:00', '+02:00'],
    ['autumn', '2026-10-23T16:00', '+02:00', '2026-10-26T10:00', '+01:00'],
  ])('crosses the %s clock change on wall-clock hours', (_season, from, fromOffset, due, dueOffset) => {
    expect(tryAddBusinessMinutes(berlin, at(from, fromOffset), 120)).toEqual(at(due, dueOffset));
  });

  it('keeps a 09:00-17:00 day at 8 hours on the days the clocks change', () => {
    const everyDay = { ...berlin, hours: ([0, 1, 2, 3, 4, 5, 6] as const).map((weekday) => ({ weekday, start: '09:00', end: '17:00' })) };
    expect(businessMinutesBetween(everyDay, at('2026-03-29T00:00'), at('2026-03-30T00:00', '+02:00'))).toBe(480);
    expect(businessMinutesBetween(everyDay, at('2026-10-25T00:00', '+02:00'), at('2026-10-26T00:00'))).toBe(480);
  });

  it('counts a round-the-clock Sunday as the 23 or 25 hours it really has', () => {
    const sundays = { ...berlin, hours: [{ weekday: 0 as const, start: '00:00', end: '24:00' }] };
    expect(businessMinutesBetween(sundays, at('2026-03-28T12:00'), at('2026-03-30T12:00', '+02:00'))).toBe(23 * 60);
    expect(businessMinutesBetween(sundays, at('2026-10-24T12:00', '+02:00'), at('2026-10-26T12:00'))).toBe(25 * 60);
  });

  it('handles a zone that skips midnight itself (Santiago, 6 September 2026)', () => {
    const sundays = { ...berlin, timeZone: 'America/Santiago', hours: [{ weekday: 0 as const, start: '00:00', end: '24:00' }] };
    const saturdayNoon = new Date('2026-09-05T12:00-04:00');
    expect(businessMinutesBetween(sundays, saturdayNoon, new Date('2026-09-07T12:00-03:00'))).toBe(23 * 60);
    expect(tryAddBusinessMinutes(sundays, saturdayNoon, 1)).toEqual(new Date('2026-09-06T01:01-03:00'));
  });

  it('moves a range that starts in the skipped spring hour to where the wall clock resumes', () => {
    const early = { ...berlin, hours: [{ weekday: 0 as const, start: '02:30', end: '04:00' }] };
    expect(tryAddBusinessMinutes(early, at('2026-03-28T12:00'), 10)).toEqual(at('2026-03-29T03:40', '+02:00'));
  });

  it('works in a zone west of Greenwich', () => {
    const newYork = { ...berlin, timeZone: 'America/New_York' };
    expect(tryAddBusinessMinutes(newYork, new Date('2026-11-20T21:00Z'), 120)).toEqual(new Date('2026-11-23T15:00Z'));
  });

  it('refuses negative minutes', () => {
    expect(() => tryAddBusinessMinutes(berlin, at('2026-11-20T16:00'), -1)).toThrow(RangeError);
  });

  it('answers null for a calendar without working time rather than looping', () => {
    const closed = { ...berlin, hours: [] };
    expect(tryAddBusinessMinutes(closed, at('2026-11-20T16:00'), 1)).toBeNull();
  });
});

describe('business minutes between two instants', () => {
  it('counts only working time, lunch excluded', () => {
    expect(businessMinutesBetween(withLunch, at('2026-11-20T08:00'), at('2026-11-23T10:00'))).toBe(7 * 60 + 60);
  });

  it('is negative when the end comes first', () => {
    expect(businessMinutesBetween(berlin, at('2026-11-23T10:00'), at('2026-11-20T16:00'))).toBe(-120);
  });

  it('does not stop at the look-ahead for long spans', () => {
    expect(businessMinutesBetween(berlin, at('2020-01-06T09:00'), at('2026-01-05T09:00'))).toBeGreaterThan(3 * 250 * 480);
  });
});

describe('within business hours', () => {
  it.each([
    ['2026-11-23T09:00', true],
    ['2026-11-23T16:59', true],
    ['2026-11-23T17:00', false],
    ['2026-11-23T12:30', false],
    ['2026-11-22T10:00', false],
  ])('%s is %s for a day with a lunch break', (local, expected) => {
    expect(isWithinBusinessHours(withLunch, at(local))).toBe(expected);
  });

  it('is false on a holiday', () => {
    expect(isWithinBusinessHours({ ...berlin, holidays: ['2026-11-23'] }, at('2026-11-23T10:00'))).toBe(false);
  });
});

describe('calendar problems', () => {
  it('finds none in a sound calendar', () => {
    expect(calendarProblems(withLunch)).toEqual([]);
    expect(calendarProblems({ ...berlin, hours: [{ weekday: 6, start: '18:00', end: '24:00' }] })).toEqual([]);
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'invalid-time-zone'],
    [{ hours: [{ weekday: 1, start: '9:00', end: '17:00' }] }, 'invalid-time'],
    [{ hours: [{ weekday: 1, start: '24:00', end: '24:00' }] }, 'invalid-time'],
    [{ hours: [{ weekday: 1, start: '17:00', end: '09:00' }] }, 'end-not-after-start'],
    [{ hours: [{ weekday: 7, start: '09:00', end: '17:00' }] }, 'invalid-weekday'],
    [{ holidays: ['2026-02-30'] }, 'invalid-holiday'],
    [{ hours: [] }, 'no-working-time'],
  ] as const)('flags %o as %s', (overrides, problem) => {
    expect(calendarProblems({ ...berlin, ...(overrides as Partial<BusinessCalendar>) })).toContain(problem);
  });

  it('flags overlapping ranges on one day, not touching ones', () => {
    expect(calendarProblems(calendar([['09:00', '13:00'], ['12:00', '17:00']]))).toEqual(['overlapping-hours']);
    expect(calendarProblems(calendar([['09:00', '12:00'], ['12:00', '17:00']]))).toEqual([]);
  });
});

describe('business time properties', () => {
  // Santiago changes its clocks at midnight, Lord Howe by half an hour.
  const zones = fc.constantFrom('Europe/Berlin', 'America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC');
  const instants = fc.date({ min: new Date('2025-01-01T00:00Z'), max: new Date('2027-12-31T00:00Z'), noInvalidDate: true });
  const calendars = zones.map((timeZone) => ({ ...withLunch, timeZone, holidays: ['2026-03-30', '2026-12-25'] }));
  const minutes = fc.integer({ min: 0, max: 20_000 });

  it('round-trips: the minutes added are the minutes between', () => {
    fc.assert(
      fc.property(calendars, instants, minutes, (cal, from, count) => {
        const due = tryAddBusinessMinutes(cal, from, count)!;
        expect(businessMinutesBetween(cal, from, due)).toBeCloseTo(count, 6);
      }),
    );
  });

  it('lands at the end of working time, or on the start itself for zero', () => {
    fc.assert(
      fc.property(calendars, instants, minutes, (cal, from, count) => {
        const due = tryAddBusinessMinutes(cal, from, count)!;
        if (count === 0) expect(due).toEqual(from);
        else expect(isWithinBusinessHours(cal, new Date(due.getTime() - 1))).toBe(true);
      }),
    );
  });

  /** Up to two ranges a weekday at any whole minutes (midnight to midnight included), some days off. */
  const randomCalendars = fc
    .tuple(
      zones,
      fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 24 * 60 }), { minLength: 0, maxLength: 4 }), { minLength: 7, maxLength: 7 }),
    )
    .map(([timeZone, days]): BusinessCalendar => {
      const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const hours = days.flatMap((points, weekday) => {
        const sorted = [...points].sort((a, b) => a - b);
        const ranges: WorkingHours[] = [];
        for (let index = 0; index + 1 < sorted.length; index += 2) {
          ranges.push({ weekday: weekday as WorkingHours['weekday'], start: clock(sorted[index]!), end: clock(sorted[index + 1]!) });
        }
        return ranges;
      });
      return { timeZone, hours, holidays: ['2026-03-29', '2026-10-25'] };
    })
    .filter((cal) => calendarProblems(cal).length === 0);

  it('round-trips and stays additive on calendars of any shape', () => {
    fc.assert(
      fc.property(randomCalendars, instants, minutes, minutes, (cal, from, a, b) => {
        // A calendar of a few minutes a week may not have `a + b` minutes within the look-ahead.
        const whole = tryAddBusinessMinutes(cal, from, a + b);
        fc.pre(whole !== null);
        const first = tryAddBusinessMinutes(cal, from, a)!;
        expect(businessMinutesBetween(cal, from, first)).toBeCloseTo(a, 6);
        expect(tryAddBusinessMinutes(cal, first, b)).toEqual(whole);
      }),
      { numRuns: 150 },
    );
  });

  it('never counts more business time than wall-clock time, and adds up over a split', () => {
    fc.assert(
      fc.property(calendars, instants, instants, instants, (cal, ...points) => {
        const [a, b, c] = points.sort((x, y) => x.getTime() - y.getTime()) as [Date, Date, Date];
        const whole = businessMinutesBetween(cal, a, c);
        expect(whole).toBeLessThanOrEqual((c.getTime() - a.getTime()) / 60_000);
        expect(businessMinutesBetween(cal, a, b) + businessMinutesBetween(cal, b, c)).toBeCloseTo(whole, 6);
      }),
      { numRuns: 50 },
    );
  });

  it('is monotonic in the minutes', () => {
    fc.assert(
      fc.property(calendars, instants, minutes, minutes, (cal, from, a, b) => {
        const [less, more] = a <= b ? [a, b] : [b, a];
        expect(tryAddBusinessMinutes(cal, from, less)!.getTime()).toBeLessThanOrEqual(tryAddBusinessMinutes(cal, from, more)!.getTime());
      }),
    );
  });
});

describe('adding business days', () => {
  it("gives a Friday afternoon's two working days until Tuesday's close, in the calendar's zone", () => {
    expect(tryAddBusinessDays(berlin, new Date('2026-03-06T14:00:00Z'), 2)?.toISOString()).toBe('2026-03-10T16:00:00.000Z');
  });

  it('skips a holiday, and a day off counted from outside hours', () => {
    const easter = calendar([['09:00', '17:00']], { holidays: ['2026-03-09'] });
    expect(tryAddBusinessDays(easter, new Date('2026-03-07T10:00:00Z'), 2)?.toISOString()).toBe('2026-03-11T16:00:00.000Z');
  });

  it('counts whole weekdays in UTC where an organisation keeps no calendar', () => {
    expect(tryAddBusinessDays(WEEKDAYS_UTC, new Date('2026-03-06T15:00:00Z'), 2)?.toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(tryAddBusinessDays(WEEKDAYS_UTC, new Date('2026-03-02T08:00:00Z'), 1)?.toISOString()).toBe('2026-03-04T00:00:00.000Z');
  });

  it('answers null for a calendar without working time, and refuses a part of a day', () => {
    expect(tryAddBusinessDays({ ...berlin, hours: [] }, new Date('2026-03-06T14:00:00Z'), 1)).toBeNull();
    expect(() => tryAddBusinessDays(berlin, new Date(), 1.5)).toThrow(RangeError);
  });
});
