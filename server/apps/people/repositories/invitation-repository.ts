import { and, count, desc, eq, gt, ilike, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { containing, lockedRow, pageOf, versionedUpdate, type Db, type PageRequest } from '../../../kernel';
import type { ChecklistItem } from '../../../../src/apps/people/domain/onboarding-progress';
import type { InvitationStatus } from '../../../../src/apps/people/domain/invitation-status';
import { peopleInvitations, peopleOnboardingChecks } from '../schema/invitations';

export type InvitationRow = typeof peopleInvitations.$inferSelect;
export type NewInvitationRow = Omit<typeof peopleInvitations.$inferInsert, 'id' | 'version' | 'updatedAt' | 'createdAt'>;
export type InvitationValues = Partial<Omit<NewInvitationRow, 'organisationId'>>;
export type CheckRow = typeof peopleOnboardingChecks.$inferSelect;

export interface InvitationFilter extends PageRequest {
  readonly status?: InvitationStatus | undefined;
  readonly q?: string | undefined;
  /** Only hires: invitations with a start date. */
  readonly hires?: boolean;
  /** A manager's own: those they sent or whose manager they will be. */
  readonly visibleTo?: string | undefined;
}

/** The state as a list filters it: `expired` is a pending row past its date, `pending` one before it. */
function statusWhere(status: InvitationStatus, now: Date): SQL {
  const t = peopleInvitations;
  if (status === 'expired') return and(eq(t.status, 'pending'), lte(t.expiresAt, now))!;
  if (status === 'pending') return and(eq(t.status, 'pending'), gt(t.expiresAt, now))!;
  return eq(t.status, status);
}

/** Invitations and hires' onboarding, and their checklists; every query scoped by organisation. */
export class InvitationRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewInvitationRow): Promise<InvitationRow> {
    const [row] = await this.db.insert(peopleInvitations).values(values).returning();
    return row!;
  }

  async find(organisationId: string, id: string): Promise<InvitationRow | undefined> {
    const [row] = await this.db.select().from(peopleInvitations).where(and(eq(peopleInvitations.organisationId, organisationId), eq(peopleInvitations.id, id)));
    return row;
  }

  /** Locked until the transaction ends: an acceptance and a resend or revoke of one invitation go one after the other. */
  lock(organisationId: string, id: string): Promise<InvitationRow | undefined> {
    return lockedRow(this.db, peopleInvitations, organisationId, id);
  }

  async byTokenHash(tokenHash: string): Promise<InvitationRow | undefined> {
    const [row] = await this.db.select().from(peopleInvitations).where(eq(peopleInvitations.tokenHash, tokenHash));
    return row;
  }

  /** A pending invitation of the address, expired or not (a new one would be a second live link). */
  async pendingFor(organisationId: string, email: string, now: Date): Promise<InvitationRow | undefined> {
    const t = peopleInvitations;
    const [row] = await this.db.select().from(t).where(and(eq(t.organisationId, organisationId), eq(t.email, email), statusWhere('pending', now)));
    return row;
  }

  async list(organisationId: string, filter: InvitationFilter, now: Date): Promise<{ rows: InvitationRow[]; total: number }> {
    const t = peopleInvitations;
    const where = and(
      eq(t.organisationId, organisationId),
      filter.status ? statusWhere(filter.status, now) : undefined,
      filter.hires ? isNotNull(t.startDay) : undefined,
      filter.hires ? ne(t.status, 'revoked') : undefined,
      filter.q ? or(ilike(t.email, containing(filter.q)), ilike(t.name, containing(filter.q)), ilike(t.team, containing(filter.q))) : undefined,
      filter.visibleTo ? or(eq(t.invitedById, filter.visibleTo), eq(t.managerId, filter.visibleTo)) : undefined,
    );
    const order = filter.hires ? [sql`${t.startDay} asc`, desc(t.createdAt)] : [desc(t.createdAt), desc(t.id)];
    const rows = await this.db
      .select()
      .from(t)
      .where(where)
      .orderBy(...order)
      .limit(pageOf(filter).limit)
      .offset(pageOf(filter).offset);
    const [counted] = await this.db.select({ total: count() }).from(t).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  update(organisationId: string, id: string, version: number, values: InvitationValues, now: Date): Promise<InvitationRow | undefined> {
    return versionedUpdate(this.db, peopleInvitations, { organisationId, id, version }, values, now);
  }

  async checks(organisationId: string, invitationIds: readonly string[]): Promise<CheckRow[]> {
    if (invitationIds.length === 0) return [];
    const t = peopleOnboardingChecks;
    return this.db.select().from(t).where(and(eq(t.organisationId, organisationId), inArray(t.invitationId, [...invitationIds])));
  }

  async tick(organisationId: string, invitationId: string, item: ChecklistItem, doneById: string, doneAt: Date): Promise<void> {
    await this.db.insert(peopleOnboardingChecks).values({ organisationId, invitationId, item, doneById, doneAt }).onConflictDoNothing();
  }

  async untick(organisationId: string, invitationId: string, item: ChecklistItem): Promise<void> {
    const t = peopleOnboardingChecks;
    await this.db.delete(t).where(and(eq(t.organisationId, organisationId), eq(t.invitationId, invitationId), eq(t.item, item)));
  }
}
