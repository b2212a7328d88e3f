import { MOCK_DEMO, newId, type MockState } from '../../../../tests/mocks/mock-state';

export interface MockItem {
  readonly id: string;
  readonly organisationId: string;
  readonly name: string;
  readonly createdAt: string;
  readonly version: number;
}

const data = new WeakMap<MockState, { items: MockItem[] }>();

/** Configure's data per mock state: the demo organisation's items, as the server's demo seed makes them. */
export function configureDataOf(state: MockState): { items: MockItem[] } {
  let found = data.get(state);
  if (!found) {
    const demo = [...state.organisations.values()].find((organisation) => organisation.name === MOCK_DEMO.organisation)!;
    const createdAt = new Date().toISOString();
    found = { items: ['First item', 'Second item', 'Third item'].map((name) => ({ id: newId(), organisationId: demo.id, name, createdAt, version: 1 })) };
    data.set(state, found);
  }
  return found;
}
