import { describe, expect, it } from 'vitest';
import { retentionCutoff } from '../retention';

describe('the trail keeps entries for whole calendar months', () => {
  it('keeps from the start of the same day that many months back', () => {
    expect(retentionCutoff(new Date('2026-11-28T15:30:00Z'), 12).toISOString()).toBe('2025-11-28T00:00:00.000Z');
    expect(retentionCutoff(new Date('2026-11-28T00:00:00Z'), 18).toISOString()).toBe('2025-05-28T00:00:00.000Z');
  });

  it('clamps to the end of a shorter month, as PostgreSQL counts months', () => {
    expect(retentionCutoff(new Date('2027-03-31T10:00:00Z'), 13).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(retentionCutoff(new Date('2029-02-28T10:00:00Z'), 12).toISOString()).toBe('2028-02-28T00:00:00.000Z');
    expect(retentionCutoff(new Date('2028-03-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('crosses years both ways', () => {
    expect(retentionCutoff(new Date('2026-01-15T08:00:00Z'), 120).toISOString()).toBe('2016-01-15T00:00:00.000Z');
    expect(retentionCutoff(new Date('2026-01-15T08:00:00Z'), 13).toISOString()).toBe('2024-12-15T00:00:00.000Z');
  });
});
