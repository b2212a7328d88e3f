import type { MockState } from '../../../../tests/mocks/mock-state';

export interface MockApiToken {
  readonly id: string;
  readonly organisationId: string;
  readonly name: string;
  readonly scopes: string[];
  readonly prefix: string;
  readonly createdAt: string;
  readonly createdById: string;
  readonly expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const data = new WeakMap<MockState, MockApiToken[]>();

/** The mocks' API tokens, per state. */
export function tokensOf(state: MockState): MockApiToken[] {
  let found = data.get(state);
  if (!found) data.set(state, (found = []));
  return found;
}
