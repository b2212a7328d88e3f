import { describe, expect, it } from 'vitest';
import { periodOf } from '../trail-period';

describe("the trail's period of whole days", () => {
  it("runs from the first day's start to the end of the last day, in the reader's zone", () => {
    const { from, to } = periodOf('2026-03-01', '2026-03-31');
    expect(new Date(from!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(to!).getTime()).toBe(new Date(2026, 3, 1).getTime());
  });

  it('leaves an end open when it is not given or not a calendar day', () => {
    expect(periodOf(undefined, '2026-03-31')).toEqual({ to: new Date(2026, 3, 1).toISOString() });
    expect(periodOf('2026-02-30', undefined)).toEqual({});
    expect(periodOf('yesterday', '')).toEqual({});
  });
});
