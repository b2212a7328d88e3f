import type { MockState } from '../../../../../../tests/mocks/handlers';

/** The demo employee, who holds the seeded deployed devices. */
export const eveOf = (state: MockState) => state.users.find((user) => user.email === 'employee@acme.test')!;

/** The first screen of a run loads its chunk and catalogue lazily, which can outlast the default second when cold. */
export const SCREEN_LOAD = { timeout: 5000 } as const;
