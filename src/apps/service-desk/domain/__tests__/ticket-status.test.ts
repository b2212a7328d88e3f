import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATUSES,
  STATUS_CATEGORIES,
  isClosedCategory,
  requesterMayClose,
} from '../ticket-status';

describe('ticket status categories', () => {
  it.each([
    ['new', false, true],
    ['open', false, true],
    ['pending', false, true],
    ['resolved', true, true],
    ['closed', true, false],
  ] as const)('%s: finished %s, requester may close %s', (category, finished, mayClose) => {
    expect(isClosedCategory(category)).toBe(finished);
    expect(requesterMayClose(category)).toBe(mayClose);
  });
});

describe('the default statuses of a new organisation', () => {
  it('has stable, unique keys and orders', () => {
    expect(DEFAULT_STATUSES.map((status) => status.key)).toEqual([
      'new',
      'open',
      'waiting-on-customer',
      'waiting-on-third-party',
      'resolved',
      'closed',
    ]);
    expect(new Set(DEFAULT_STATUSES.map((status) => status.order)).size).toBe(DEFAULT_STATUSES.length);
  });

  it('covers every category', () => {
    expect(new Set(DEFAULT_STATUSES.map((status) => status.category))).toEqual(new Set(STATUS_CATEGORIES));
  });

  it('pauses the SLA only while waiting on the customer', () => {
    expect(DEFAULT_STATUSES.filter((status) => status.pausesSla).map((status) => status.key)).toEqual(['waiting-on-customer']);
  });
});
