import { describe, expect, it } from 'vitest';
import { purchasedAssetTags } from '../purchased-tag';

describe('the tags of a bought order’s devices', () => {
  it('number the devices on from those the order already has', () => {
    expect(purchasedAssetTags(12, 3, 2, new Set())).toEqual(['DH12-3', 'DH12-4']);
  });

  it('pass over a tag given by hand, and never give one tag twice', () => {
    expect(purchasedAssetTags(12, 1, 3, new Set(['DH12-2', 'DH12-2-2']))).toEqual(['DH12-1', 'DH12-2-3', 'DH12-3']);
  });
});
