import { describe, expect, it } from 'vitest';
import { formatMinor } from '../../../src/domain/money/money-format';

describe('an amount in minor units', () => {
  it('is written in the currency’s units, as the reader’s language writes them', () => {
    expect(formatMinor(12_345, 'EUR', 'en-GB')).toBe('€123.45');
    expect(formatMinor(12_345, 'EUR', 'de').replace(/\s/g, ' ')).toBe('123,45 €');
    expect(formatMinor(12_345, 'USD', 'en-US')).toBe('$123.45');
  });

  it('follows a currency without decimals', () => {
    expect(formatMinor(12_345, 'JPY', 'en-GB')).toBe('JP¥12,345');
  });
});
