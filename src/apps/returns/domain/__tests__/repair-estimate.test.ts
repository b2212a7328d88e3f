import { describe, expect, it } from 'vitest';
import { duplicateEstimate, estimateFor } from '../repair-estimate';

const rules = [
  { model: 'MacBook Pro 14"', faultCategory: 'screen' as const, amountMinor: 45_000 },
  { model: 'MacBook Pro 14"', faultCategory: 'battery' as const, amountMinor: 22_900 },
];

describe('repair estimates', () => {
  it('prices a fault of a model the table knows, whatever the case of its name', () => {
    expect(estimateFor(rules, 'macbook pro 14"', 'screen')).toBe(45_000);
    expect(estimateFor(rules, 'MacBook Pro 14"', 'keyboard')).toBeNull();
    expect(estimateFor(rules, 'ThinkPad T14', 'screen')).toBeNull();
    expect(estimateFor(rules, 'MacBook Pro 14"', null)).toBeNull();
  });

  it('finds a model priced twice for one fault', () => {
    expect(duplicateEstimate(rules)).toBeNull();
    expect(duplicateEstimate([...rules, { ...rules[0]!, model: 'macbook pro 14" ' }])).toMatchObject({ faultCategory: 'screen' });
  });
});
