import { describe, expect, it } from 'vitest';
import { acceptRefusal, offerExpiresAt, offerIsOpen, refreshBuyPersonState } from '../refresh-offer';

const pricedAt = new Date('2026-11-24T10:00:00Z');
const expiresAt = offerExpiresAt(pricedAt, { validityDays: 7 });

describe('the expiry of a price', () => {
  it('holds for the campaign validity days', () => {
    expect(expiresAt.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(offerIsOpen(expiresAt, new Date('2026-12-01T09:59:59Z'))).toBe(true);
    expect(offerIsOpen(expiresAt, expiresAt)).toBe(false);
  });

  it('lets a priced diagnostic be accepted only before its price expires', () => {
    expect(acceptRefusal('priced', expiresAt, pricedAt)).toBeNull();
    expect(acceptRefusal('priced', expiresAt, new Date('2026-12-02T00:00:00Z'))).toBe('offer-expired');
  });

  it('refuses to accept what has no price yet or is decided', () => {
    expect(acceptRefusal('unanswered', null, pricedAt)).toBe('not-priced');
    expect(acceptRefusal('awaiting-price', null, pricedAt)).toBe('not-priced');
    expect(acceptRefusal('accepted', expiresAt, pricedAt)).toBe('already-decided');
    expect(acceptRefusal('declined', expiresAt, pricedAt)).toBe('already-decided');
  });
});

describe("a person's progress on a Refresh Buy campaign", () => {
  it('is the furthest any of their devices got', () => {
    expect(refreshBuyPersonState([])).toBe('invited');
    expect(refreshBuyPersonState(['unanswered', 'awaiting-price'])).toBe('awaiting-price');
    expect(refreshBuyPersonState(['awaiting-price', 'priced'])).toBe('priced');
    expect(refreshBuyPersonState(['priced', 'declined'])).toBe('declined');
    expect(refreshBuyPersonState(['declined', 'accepted'])).toBe('accepted');
  });
});
