import { and, asc, eq, inArray } from 'drizzle-orm';
import { versionedUpdate, type Db } from '../../../kernel';
import { users } from '../../../kernel-schema';
import { deskMembers, deskTeams, type DeskRole, type ReopenPolicy } from '../schema/config';

export type TeamRow = typeof deskTeams.$inferSelect;
export interface MemberRow {
  readonly teamId: string;
  readonly userId: string;
  readonly role: DeskRole;
  readonly name: string;
  readonly email: string;
}

/** Teams, who is in them with which desk role, and who manages whom. */
export class DeskTeamRepository {
  constructor(private readonly db: Db) {}

  list(organisationId: string): Promise<TeamRow[]> {
    return this.db.select().from(deskTeams).where(eq(deskTeams.organisationId, organisationId)).orderBy(asc(deskTeams.name));
  }

  async find(organisationId: string, id: string): Promise<TeamRow | undefined> {
    const [row] = await this.db
      .select()
      .from(deskTeams)
      .where(and(eq(deskTeams.organisationId, organisationId), eq(deskTeams.id, id)));
    return row;
  }

  async insert(values: { organisationId: string; name: string; reopenPolicy: ReopenPolicy }): Promise<TeamRow> {
    const [row] = await this.db.insert(deskTeams).values(values).returning();
    return row!;
  }

  update(organisationId: string, id: string, version: number, values: { name: string; reopenPolicy: ReopenPolicy }, now: Date) {
    return versionedUpdate(this.db, deskTeams, { organisationId, id, version }, values, now);
  }

  async remove(organisationId: string, id: string, version: number): Promise<boolean> {
    const rows = await this.db
      .delete(deskTeams)
      .where(and(eq(deskTeams.organisationId, organisationId), eq(deskTeams.id, id), eq(deskTeams.version, version)))
      .returning({ id: deskTeams.id });
    return rows.length > 0;
  }

  /** Every membership of the organisation, or of some teams, with the person's name and address. */
  members(organisationId: string, teamIds?: readonly string[]): Promise<MemberRow[]> {
    return this.db
      .select({ teamId: deskMembers.teamId, userId: deskMembers.userId, role: deskMembers.role, name: users.name, email: users.email })
      .from(deskMembers)
      .innerJoin(users, eq(users.id, deskMembers.userId))
      .where(and(eq(deskMembers.organisationId, organisationId), teamIds ? inArray(deskMembers.teamId, [...teamIds]) : undefined))
      .orderBy(asc(users.name), asc(users.id));
  }

  /** One person's desk roles. */
  rolesOf(organisationId: string, userId: string): Promise<{ teamId: string; role: DeskRole }[]> {
    return this.db
      .select({ teamId: deskMembers.teamId, role: deskMembers.role })
      .from(deskMembers)
      .where(and(eq(deskMembers.organisationId, organisationId), eq(deskMembers.userId, userId)));
  }

  async replaceTeamMembers(organisationId: string, teamId: string, members: readonly { userId: string; role: DeskRole }[]): Promise<void> {
    await this.db.delete(deskMembers).where(and(eq(deskMembers.organisationId, organisationId), eq(deskMembers.teamId, teamId)));
    if (members.length > 0) await this.db.insert(deskMembers).values(members.map((member) => ({ ...member, organisationId, teamId })));
  }

  async replaceUserRoles(organisationId: string, userId: string, roles: readonly { teamId: string; role: DeskRole }[]): Promise<void> {
    await this.db.delete(deskMembers).where(and(eq(deskMembers.organisationId, organisationId), eq(deskMembers.userId, userId)));
    if (roles.length > 0) await this.db.insert(deskMembers).values(roles.map((role) => ({ ...role, organisationId, userId })));
  }
}
