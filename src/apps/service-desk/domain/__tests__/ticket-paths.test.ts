import { describe, expect, it } from 'vitest';
import { deskQueuePath } from '../ticket-paths';

describe("Resolve IT's queues as other apps link them", () => {
  it('opens the queue of the kind, searched for an address when given', () => {
    expect(deskQueuePath('problem')).toBe('/apps/resolve-it/reported-issues');
    expect(deskQueuePath('service', 'eve+it@acme.test')).toBe('/apps/resolve-it/service-requests?q=eve%2Bit%40acme.test');
  });
});
