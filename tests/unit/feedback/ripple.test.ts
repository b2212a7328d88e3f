import { describe, expect, it } from 'vitest';
import { RIPPLE_TIMELINE, keyboardRippleAllowed, mouseRippleAllowed } from '../../../src/domain/feedback/ripple';

describe('ripple timeline', () => {
  it('starts after 50 ms, holds 250 ms and fades for 275 ms', () => {
    expect(RIPPLE_TIMELINE).toEqual([
      { at: 50, phase: 'growing' },
      { at: 300, phase: 'fading' },
      { at: 575, phase: 'done' },
    ]);
  });
});

describe('keyboardRippleAllowed', () => {
  it.each([
    [null, 0, true],
    [1000, 1000, false],
    [1000, 1299, false],
    [1000, 1300, true],
    [1000, 5000, true],
  ] as const)('last keyboard ripple at %s, now %d: %s', (last, now, allowed) => {
    expect(keyboardRippleAllowed(last, now)).toBe(allowed);
  });
});

describe('mouseRippleAllowed', () => {
  it.each([
    [null, 0, true],
    [1000, 1000, false],
    [1000, 1199, false],
    [1000, 1200, true],
  ] as const)('last touch at %s, now %d: %s', (lastTouch, now, allowed) => {
    expect(mouseRippleAllowed(lastTouch, now)).toBe(allowed);
  });
});
