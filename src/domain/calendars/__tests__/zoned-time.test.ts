import { describe, expect, it } from 'vitest';
import { dayInZone } from '../zoned-time';

describe('days in a time zone', () => {
  it('names the day an instant falls on where the people are, not in UTC', () => {
    const lateEvening = new Date('2026-12-31T23:30:00Z');
    expect(dayInZone(lateEvening, 'UTC')).toBe('2026-12-31');
    expect(dayInZone(lateEvening, 'Europe/Berlin')).toBe('2027-01-01');
    expect(dayInZone(new Date('2026-03-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-02-28');
  });
});
