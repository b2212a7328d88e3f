import type { MockState, MockUser } from '../../../../tests/mocks/mock-state';
import type { DirectoryPerson } from '../../../../contract/apps/people/directory-schemas';

export interface MockPlacement {
  team: string | null;
  managerId: string | null;
  locationId: string | null;
}

/** Each person's placement per mock state; the demo starts with Eve in Operations under Ada, as the server's seed does. */
export class DirectoryMockData {
  readonly placements = new Map<string, MockPlacement>();

  constructor(private readonly state: MockState) {}

  placementOf(userId: string): MockPlacement {
    let found = this.placements.get(userId);
    if (!found) {
      const user = this.state.users.find((each) => each.id === userId);
      const admin = user && this.state.users.find((each) => each.organisationId === user.organisationId && each.role === 'admin');
      const demoEve = user?.email === 'employee@acme.test' && admin;
      found = { team: user?.email === 'employee@acme.test' || user?.email === 'admin@acme.test' ? 'Operations' : null, managerId: demoEve ? admin.id : null, locationId: null };
      this.placements.set(userId, found);
    }
    return found;
  }

  /** The manager's own managers, upwards; stops at a repeat. */
  chainAbove(userId: string): string[] {
    const chain: string[] = [];
    for (let at = this.placementOf(userId).managerId; at && !chain.includes(at); at = this.placementOf(at).managerId) chain.push(at);
    return chain;
  }

  viewOf(user: MockUser): DirectoryPerson {
    const placement = this.placementOf(user.id);
    const manager = placement.managerId ? this.state.users.find((each) => each.id === placement.managerId) : undefined;
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      team: placement.team,
      manager: manager ? { id: manager.id, name: manager.name } : null,
      location: null,
      active: !user.deactivatedAt,
      deactivatedAt: user.deactivatedAt ?? null,
      createdAt: user.createdAt,
      version: user.version,
    };
  }
}

const data = new WeakMap<MockState, DirectoryMockData>();

export function directoryDataOf(state: MockState): DirectoryMockData {
  let found = data.get(state);
  if (!found) data.set(state, (found = new DirectoryMockData(state)));
  return found;
}
