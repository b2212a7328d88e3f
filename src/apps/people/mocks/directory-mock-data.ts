import type { MockState, MockUser } from '../../../../tests/mocks/mock-state';
import type { DirectoryPerson, DirectoryTeam } from '../../../../contract/apps/people/directory-schemas';

export interface MockTeam {
  readonly id: string;
  readonly organisationId: string;
  name: string;
  version: number;
}

export interface MockPlacement {
  teamId: string | null;
  managerId: string | null;
  locationId: string | null;
}

/**
 * Each person's placement and the organisation's teams per mock state; the demo starts with Eve in Operations under
 * Ada, as the server's seed does. People are placed in a team by its id, so a renamed team keeps them.
 */
export class DirectoryMockData {
  readonly placements = new Map<string, MockPlacement>();
  readonly teams = new Map<string, MockTeam>();

  constructor(private readonly state: MockState) {}

  placementOf(userId: string): MockPlacement {
    let found = this.placements.get(userId);
    if (!found) {
      const user = this.state.users.find((each) => each.id === userId);
      const admin = user && this.state.users.find((each) => each.organisationId === user.organisationId && each.role === 'admin');
      const demoEve = user?.email === 'employee@acme.test' && admin;
      const demoTeam = user && (user.email === 'employee@acme.test' || user.email === 'admin@acme.test') ? this.ensureTeam(user.organisationId, 'Operations').id : null;
      found = { teamId: demoTeam, managerId: demoEve ? admin.id : null, locationId: null };
      this.placements.set(userId, found);
    }
    return found;
  }

  /** The organisation's team of this name in any case, made when there is none; null for a blank name. */
  teamIdOf(organisationId: string, name: string | null): string | null {
    return name === null ? null : this.ensureTeam(organisationId, name).id;
  }

  /** Places the person in the team of this name (or none); a move changes both teams' versions, as on the server. */
  placeInTeam(userId: string, organisationId: string, name: string | null): void {
    const placement = this.placementOf(userId);
    const teamId = this.teamIdOf(organisationId, name);
    if (placement.teamId === teamId) return;
    for (const id of [placement.teamId, teamId]) {
      const team = id ? this.teams.get(id) : undefined;
      if (team) team.version += 1;
    }
    placement.teamId = teamId;
  }

  teamsOf(organisationId: string): MockTeam[] {
    return [...this.teams.values()].filter((team) => team.organisationId === organisationId).sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  }

  findTeam(organisationId: string, name: string): MockTeam | undefined {
    return this.teamsOf(organisationId).find((team) => team.name.toLowerCase() === name.toLowerCase());
  }

  teamViewOf(team: MockTeam): DirectoryTeam {
    const members = this.state.users.filter((user) => this.placementOf(user.id).teamId === team.id).length;
    return { id: team.id, name: team.name, externalId: null, members, version: team.version };
  }

  private ensureTeam(organisationId: string, name: string): MockTeam {
    const found = this.findTeam(organisationId, name);
    if (found) return found;
    const team = { id: crypto.randomUUID(), organisationId, name, version: 1 };
    this.teams.set(team.id, team);
    return team;
  }

  /** The manager's own managers, upwards; stops at a repeat. */
  chainAbove(userId: string): string[] {
    const chain: string[] = [];
    for (let at = this.placementOf(userId).managerId; at && !chain.includes(at); at = this.placementOf(at).managerId) chain.push(at);
    return chain;
  }

  /** The name of the person's team, or null. */
  teamNameOf(userId: string): string | null {
    const { teamId } = this.placementOf(userId);
    return teamId ? (this.teams.get(teamId)?.name ?? null) : null;
  }

  viewOf(user: MockUser): DirectoryPerson {
    const placement = this.placementOf(user.id);
    const manager = placement.managerId ? this.state.users.find((each) => each.id === placement.managerId) : undefined;
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      team: this.teamNameOf(user.id),
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
