import { describe, expect, it } from 'vitest';
import { formatDay, formatRelative, moneyInput, parseMoney } from '../../../src/ui/kit/format';

describe('amounts typed into Manage forms', () => {
  it.each([
    ['1299', 129900],
    ['1,299.50', 129950],
    ['1.299,50', 129950],
    ['12.5', 1250],
    ['€ 80', 8000],
  ])('reads %s as %i cents', (typed, cents) => {
    expect(parseMoney(typed)).toBe(cents);
  });

  it('takes an empty field as no amount and refuses what is not one', () => {
    expect(parseMoney('  ')).toBeNull();
    expect(parseMoney('twelve')).toBeUndefined();
    expect(parseMoney('-5')).toBeUndefined();
  });

  it('fills a field with what parses back to the same cents', () => {
    expect(parseMoney(moneyInput(129950))).toBe(129950);
  });
});

describe('calendar days', () => {
  it('shows the day itself whatever the time zone', () => {
    expect(formatDay('2027-01-01', 'en-GB')).toBe('1 Jan 2027');
  });
});

describe('a moment told from now', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('takes the largest whole unit, ahead and behind', () => {
    expect(formatRelative('2026-11-27T15:10:00Z', now, 'en')).toBe('in 3 hours');
    expect(formatRelative('2026-11-27T11:15:00Z', now, 'en')).toBe('45 minutes ago');
    expect(formatRelative('2026-11-13T12:00:00Z', now, 'en')).toBe('2 weeks ago');
  });

  it('says now, yesterday and tomorrow in words, in the reader’s language', () => {
    expect(formatRelative('2026-11-27T12:00:20Z', now, 'en')).toBe('in 20 seconds');
    expect(formatRelative('2026-11-26T11:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatRelative('2026-11-28T12:00:00Z', now, 'de')).toBe('morgen');
  });
});
