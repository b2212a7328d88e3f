import { describe, expect, it } from 'vitest';
import { nextRunAt, type ReportCadence } from '../schedules/report-schedule';

const at = (iso: string) => new Date(iso);
const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';

/** The occurrences one after another, each the next after the last. */
function runs(cadence: ReportCadence, zone: string, from: string, count: number): string[] {
  const found: string[] = [];
  let after = at(from);
  for (let i = 0; i < count; i++) {
    after = nextRunAt(cadence, zone, after);
    found.push(after.toISOString());
  }
  return found;
}

describe('a report schedule’s next run', () => {
  it('runs weekly on the weekday at the full hour of the zone, strictly after the given instant', () => {
    const mondayAt8 = { cadence: 'weekly', weekday: 1, hour: 8 } as const;
    // 2026-03-02 is a Monday; Berlin is UTC+1 in winter.
    expect(nextRunAt(mondayAt8, BERLIN, at('2026-03-01T12:00:00Z')).toISOString()).toBe('2026-03-02T07:00:00.000Z');
    expect(nextRunAt(mondayAt8, BERLIN, at('2026-03-02T07:00:00Z')).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(nextRunAt(mondayAt8, BERLIN, at('2026-03-02T06:59:59Z')).toISOString()).toBe('2026-03-02T07:00:00.000Z');
    expect(nextRunAt(mondayAt8, 'UTC', at('2026-03-01T12:00:00Z')).toISOString()).toBe('2026-03-02T08:00:00.000Z');
  });

  it('reads the weekday in the zone, not in UTC: Monday 00:30 in Berlin is still Sunday in UTC', () => {
    expect(nextRunAt({ cadence: 'weekly', weekday: 1, hour: 0 }, BERLIN, at('2026-03-01T12:00:00Z')).toISOString()).toBe('2026-03-01T23:00:00.000Z');
  });

  it('keeps the wall-clock hour across the spring change (UTC+1 to UTC+2 on 29 March 2026 in Berlin)', () => {
    expect(runs({ cadence: 'weekly', weekday: 1, hour: 8 }, BERLIN, '2026-03-20T00:00:00Z', 3)).toEqual([
      '2026-03-23T07:00:00.000Z',
      '2026-03-30T06:00:00.000Z',
      '2026-04-06T06:00:00.000Z',
    ]);
  });

  it('keeps the wall-clock hour across the autumn change (25 October 2026 in Berlin)', () => {
    expect(runs({ cadence: 'weekly', weekday: 0, hour: 9 }, BERLIN, '2026-10-17T00:00:00Z', 3)).toEqual([
      '2026-10-18T07:00:00.000Z',
      '2026-10-25T08:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
    ]);
  });

  it('runs an hour the spring change skips at the first instant after the gap, once', () => {
    // 02:00 does not happen in Berlin on 29 March 2026: the clocks go from 02:00 to 03:00 CEST (01:00 UTC).
    expect(runs({ cadence: 'weekly', weekday: 0, hour: 2 }, BERLIN, '2026-03-22T12:00:00Z', 2)).toEqual(['2026-03-29T01:00:00.000Z', '2026-04-05T00:00:00.000Z']);
  });

  it('runs an hour the autumn change repeats once, not twice', () => {
    // 02:00 happens twice in Berlin on 25 October 2026 (00:00 and 01:00 UTC).
    const sundayAt2 = { cadence: 'weekly', weekday: 0, hour: 2 } as const;
    expect(runs(sundayAt2, BERLIN, '2026-10-24T12:00:00Z', 2)).toEqual(['2026-10-25T01:00:00.000Z', '2026-11-01T01:00:00.000Z']);
    // Asked between the two, it still names the one occurrence of that day.
    expect(nextRunAt(sundayAt2, BERLIN, at('2026-10-25T00:30:00Z')).toISOString()).toBe('2026-10-25T01:00:00.000Z');
  });

  it('runs monthly on the day at the hour, across a change of offset and the year’s end, in another zone', () => {
    expect(runs({ cadence: 'monthly', day: 28, hour: 23 }, NEW_YORK, '2026-01-01T00:00:00Z', 3)).toEqual([
      '2026-01-29T04:00:00.000Z',
      // 28 February at 23:00 in New York is 1 March in UTC.
      '2026-03-01T04:00:00.000Z',
      '2026-03-29T03:00:00.000Z',
    ]);
    expect(runs({ cadence: 'monthly', day: 1, hour: 6 }, BERLIN, '2026-11-15T00:00:00Z', 2)).toEqual(['2026-12-01T05:00:00.000Z', '2027-01-01T05:00:00.000Z']);
  });
});
