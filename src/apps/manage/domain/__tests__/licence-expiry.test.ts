import { describe, expect, it } from 'vitest';
import { expiryOf } from '../licence-expiry';

describe('a licence expiry', () => {
  const today = new Date(2026, 10, 22, 18, 30);

  it.each([
    [null, 'none'],
    ['2026-11-21', 'expired'],
    ['2026-11-22', 'soon'],
    ['2026-12-22', 'soon'],
    ['2026-12-23', 'later'],
  ] as const)('ending on %s is %s', (expiresOn, expected) => {
    expect(expiryOf(expiresOn, today)).toBe(expected);
  });
});
