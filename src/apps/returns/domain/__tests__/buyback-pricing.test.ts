import { describe, expect, it } from 'vitest';
import { gradeOfDeclaration, type DeclaredCondition } from '../buyback-condition';
import { buybackPrice, DEFAULT_BUYBACK_RULES, rulesProblems } from '../buyback-rules';

const perfect: DeclaredCondition = { screen: 'flawless', body: 'like-new', works: true, accessories: 'charger-and-box', lockRemoved: true };

describe('a declared condition, graded on both axes', () => {
  it('at best all hardware working and used excellent: only an inspection finds more', () => {
    expect(gradeOfDeclaration(perfect)).toEqual({ functional: 'F4', cosmetic: 'C6' });
  });

  it('takes the worst answer on each axis', () => {
    expect(gradeOfDeclaration({ ...perfect, screen: 'scratched', body: 'worn' })).toEqual({ functional: 'F4', cosmetic: 'C3' });
    expect(gradeOfDeclaration({ ...perfect, accessories: 'none' })).toEqual({ functional: 'F4', cosmetic: 'C5' });
  });

  it('leaves only the key functions with a cracked screen, and parts when it does not work', () => {
    expect(gradeOfDeclaration({ ...perfect, screen: 'cracked' })).toEqual({ functional: 'F3', cosmetic: 'C2' });
    expect(gradeOfDeclaration({ ...perfect, works: false }).functional).toBe('F0');
  });
});

describe('the buyback price', () => {
  it('is the base price times both factors, rounded to the step', () => {
    // 45 000 × 80 % × 95 % = 34 200
    expect(buybackPrice(DEFAULT_BUYBACK_RULES, 'MacBook Air', '1-2', { functional: 'F4', cosmetic: 'C6' })).toBe(34_200);
  });

  it('is nothing for a device worth nothing on either axis, whatever the floor', () => {
    expect(buybackPrice({ ...DEFAULT_BUYBACK_RULES, floor: 1_000 }, 'MacBook Air', '1-2', { functional: 'F0', cosmetic: 'C6' })).toBe(0);
  });

  it('is unknown without a row for the model and age', () => {
    expect(buybackPrice({ ...DEFAULT_BUYBACK_RULES, basePrices: [{ model: 'ThinkPad X1', ageBand: '0-1', amount: 1 }] }, 'MacBook Air', '1-2', { functional: 'F4', cosmetic: 'C6' })).toBeNull();
  });

  it('refuses rules with factors above 100 % or negative amounts', () => {
    expect(rulesProblems(DEFAULT_BUYBACK_RULES)).toEqual([]);
    expect(rulesProblems({ ...DEFAULT_BUYBACK_RULES, cosmeticFactors: { ...DEFAULT_BUYBACK_RULES.cosmeticFactors, C9: 12_000 }, floor: -1 })).toEqual(['factor-out-of-range', 'negative-amount']);
  });
});
