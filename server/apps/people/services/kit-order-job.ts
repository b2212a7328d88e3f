import * as z from 'zod';
import { kitOrderTiming, KIT_LEAD_BUSINESS_DAYS } from '../../../../src/apps/people/domain/kit-order-day';
import { WEEKDAYS_UTC } from '../../../../src/domain/calendars/business-calendar';
import { ONBOARD_SLUG } from '../../../../src/apps/people/domain/slug';
import { ApiProblem, auditBy, type StaffPrincipal } from '../../../kernel';
import type { PeopleRepositories } from '../repositories/repositories';
import type { InvitationRow } from '../repositories/invitation-repository';
import type { PeopleDeps } from './service-deps';

/** A hire's kit, ordered on its day so that it arrives before their first day. */
export const KIT_ORDER_JOB = 'people.kit-order';

const Payload = z.object({ organisationId: z.uuid(), invitationId: z.uuid() });

/** Who a kit order is placed by: whoever asks for it now, or, for the job, the inviter (an admin when they are gone). */
type Orderer = Pick<StaffPrincipal, 'userId' | 'role' | 'email' | 'name' | 'impersonatorUserId'>;

/**
 * The kit order as a durable job: its day is computed when the hire chooses the kit (the location's working days back
 * from the start date), the job is due then, and it orders once: the row is locked and an order already placed skips it.
 * A refusal (out of stock, a kit withdrawn) is kept on the hire for the manager to see and order again.
 */
export class KitOrders {
  constructor(private readonly deps: Pick<PeopleDeps, 'store' | 'now' | 'config' | 'deviceKits' | 'businessCalendars'>) {}

  /** Plans the order inside the acceptance's transaction; answers the day and whether it is already too late. */
  async schedule(repos: PeopleRepositories, row: InvitationRow): Promise<{ orderDay: string; orderLate: boolean }> {
    const now = this.deps.now();
    // Where the hire starts counts: the site's own holidays and hours, else the organisation's.
    const site = row.locationId ?? (row.delivery?.kind === 'place' ? row.delivery.placeId : null);
    const calendar = (await this.deps.businessCalendars.calendarAt(repos, row.organisationId, site)) ?? WEEKDAYS_UTC;
    const timing = kitOrderTiming(calendar, row.startDay ?? now.toISOString().slice(0, 10), KIT_LEAD_BUSINESS_DAYS, now);
    await repos.jobs.enqueue(
      { kind: KIT_ORDER_JOB, payload: { organisationId: row.organisationId, invitationId: row.id }, organisationId: row.organisationId, target: row.email, maxAttempts: this.deps.config.jobs.maxAttempts, runAt: timing.runAt },
      now,
    );
    return { orderDay: timing.orderDay, orderLate: timing.late };
  }

  /** The job: orders the kit unless it was ordered already (by hand, or by an earlier run). */
  async run(payload: unknown): Promise<void> {
    const { organisationId, invitationId } = Payload.parse(payload);
    await this.order(organisationId, invitationId, null);
  }

  /** Orders now; `by` is the person who asked, null for the job. Answers false when there was nothing to order. */
  async order(organisationId: string, invitationId: string, by: Orderer | null): Promise<boolean> {
    const { store, now } = this.deps;
    try {
      return await store.transaction(async (repos) => {
        const row = await repos.own.invitations.lock(organisationId, invitationId);
        if (!row || row.status !== 'accepted' || !row.kitId || !row.delivery || !row.userId || row.orderId) return false;
        const person = await repos.users.find(organisationId, row.userId);
        const placedBy = await this.placer(repos, row, by);
        if (!person || !placedBy) return false;
        const placed = await this.deps.deviceKits.orderKit(repos, {
          kitId: row.kitId,
          person: { id: person.id, name: person.name, email: person.email },
          ...(row.delivery.kind === 'place' ? { placeId: row.delivery.placeId } : { homeAddress: row.delivery.address }),
          placedBy,
          appSlug: ONBOARD_SLUG,
          at: now(),
        });
        await repos.own.invitations.update(organisationId, row.id, row.version, { orderId: placed.orderId, orderNumber: placed.number, orderedAt: now(), orderProblem: null }, now());
        await repos.audit.append(auditBy(placedBy, { action: 'onboarding.kit-ordered', entityType: 'invitation', entityId: row.id, appSlug: ONBOARD_SLUG, after: { orderNumber: placed.number } }));
        return true;
      });
    } catch (error) {
      if (!(error instanceof ApiProblem) || error.status >= 500) throw error;
      // The refusal rolled the order back; what it said is kept in a transaction of its own.
      await store.transaction(async (repos) => {
        const row = await repos.own.invitations.lock(organisationId, invitationId);
        if (row) await repos.own.invitations.update(organisationId, row.id, row.version, { orderProblem: error.detail ?? error.title }, now());
      });
      if (by) throw error;
      return false;
    }
  }

  private async placer(repos: PeopleRepositories, row: InvitationRow, by: Orderer | null): Promise<StaffPrincipal | null> {
    const base = { kind: 'staff' as const, sessionId: '00000000-0000-0000-0000-000000000000', organisationId: row.organisationId, expiresAt: this.deps.now() };
    if (by) return { ...base, ...by };
    const inviter = row.invitedById ? await repos.users.find(row.organisationId, row.invitedById) : undefined;
    const who = inviter ?? (await repos.users.admins(row.organisationId))[0];
    return who ? { ...base, userId: who.id, role: who.role, email: who.email, name: who.name, impersonatorUserId: null } : null;
  }
}
