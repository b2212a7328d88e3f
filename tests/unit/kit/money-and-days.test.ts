import { describe, expect, it } from 'vitest';
import { formatDay, moneyInput, parseMoney } from '../../../src/ui/kit/format';

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
