import { describe, expect, it } from 'vitest';
import { returnOrderMove } from '../return-order-status';

describe('a return order in Manage Orders', () => {
  it('is received, then paid or repaired', () => {
    expect(returnOrderMove('ordered', 'processing')).toBe('move');
    expect(returnOrderMove('processing', 'completed')).toBe('move');
  });

  it('goes back to the person once declined, and then completes', () => {
    expect(returnOrderMove('processing', 'declined')).toBe('move');
    expect(returnOrderMove('declined', 'shipped')).toBe('move');
    expect(returnOrderMove('shipped', 'completed')).toBe('move');
  });

  it('may be called off only before it is done', () => {
    expect(returnOrderMove('ordered', 'cancelled')).toBe('move');
    expect(returnOrderMove('completed', 'cancelled')).toBe('refused');
    expect(returnOrderMove('cancelled', 'processing')).toBe('refused');
  });

  it('cannot be completed before it arrived', () => {
    expect(returnOrderMove('ordered', 'completed')).toBe('refused');
  });

  it('takes a retried move as already done', () => {
    expect(returnOrderMove('processing', 'processing')).toBe('same');
  });
});
