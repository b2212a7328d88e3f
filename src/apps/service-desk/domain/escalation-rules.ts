import { businessMinutesBetween, isWithinBusinessHours, type BusinessCalendar } from '../../../domain/calendars/business-calendar';
import type { SlaClocks } from './sla-clock';

type Escalation = 'none' | 'warn-lead' | 'raise-priority';

/** How close a deadline must be, in business minutes, for the team lead to hear of it. */
const WARN_WITHIN_BUSINESS_MINUTES = 30;

/**
 * What the escalation job should do for an open ticket now. A breach still open (the clock not yet done: a late
 * reply has nothing left to hurry) raises the priority once, which tells the lead too; after that, and for a
 * deadline within WARN_WITHIN_BUSINESS_MINUTES, the lead is warned. Nothing
 * happens outside business hours, or without a calendar: nobody is there to act, and a Monday-morning breach
 * should not page anyone on Sunday. The caller keeps resolved and closed tickets out and decides how often to warn.
 */
export function escalationDue(clocks: SlaClocks, now: Date, calendar: BusinessCalendar | null, alreadyEscalated: boolean): Escalation {
  if (!calendar || !isWithinBusinessHours(calendar, now)) return 'none';
  const all = [clocks.firstResponse, clocks.update, clocks.resolution];
  if (all.some((clock) => clock.state === 'breached' && clock.doneAt === null)) return alreadyEscalated ? 'warn-lead' : 'raise-priority';
  const soon = all.some(
    (clock) => clock.state === 'running' && clock.dueAt !== null && businessMinutesBetween(calendar, now, clock.dueAt) <= WARN_WITHIN_BUSINESS_MINUTES,
  );
  return soon ? 'warn-lead' : 'none';
}
