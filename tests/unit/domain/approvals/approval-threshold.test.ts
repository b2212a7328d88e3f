import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approversOf, needsApproval } from '../../../../src/domain/approvals/approval-threshold';

describe('the spending threshold (shop orders, repair estimates)', () => {
  it('asks an approver only above the threshold, not at it', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (total, threshold) => {
        expect(needsApproval(total, threshold)).toBe(total > threshold);
      }),
    );
    expect(needsApproval(50_000, 50_000)).toBe(false);
  });

  it('lets another administrator approve, and the requester only when nobody else can', () => {
    expect(approversOf(['ada', 'eve'], 'eve')).toEqual(['ada']);
    expect(approversOf(['ada'], 'ada')).toEqual(['ada']);
    expect(approversOf(['ada', 'bob'], 'eve')).toEqual(['ada', 'bob']);
  });
});
