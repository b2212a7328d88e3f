import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../calendar-months';

describe('calendar months and days', () => {
  it('adds months, on the month’s last day when shorter', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-03-10', 12)).toBe('2027-03-10');
  });

  it('adds and takes days across months and years', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

});
