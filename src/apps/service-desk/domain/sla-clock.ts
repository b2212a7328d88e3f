import { calendarProblems } from '../../../domain/calendars/business-calendar';
import { countdown, NO_CLOCK, stoppedSince, usableTarget, type ClockStretch, type Countdown, type SlaClock } from '../../../domain/calendars/sla-countdown';
import type { SlaPolicy } from './sla-policy';
import { isClosedCategory, type StatusCategory } from './ticket-status';

export type { StatusCategory } from './ticket-status';

export interface StatusSpan {
  readonly at: Date;
  readonly category: StatusCategory;
  readonly pausesSla: boolean;
}

export interface SlaTimeline {
  readonly createdAt: Date;
  /** In time order, the first at createdAt. */
  readonly statuses: readonly StatusSpan[];
  /** Public replies by agents only: the caller leaves out internal notes and the requester's own messages. */
  readonly publicAgentReplies: readonly Date[];
}

export interface SlaClocks {
  readonly firstResponse: SlaClock;
  readonly update: SlaClock;
  readonly resolution: SlaClock;
}

export type SlaState = 'none' | 'on-track' | 'due-soon' | 'breached' | 'met';

/** How close a running deadline must be, in wall-clock minutes, for the dashboard to call it due soon. */
const DUE_SOON_MINUTES = 60;

const MINUTE_MS = 60_000;
export const NO_CLOCKS: SlaClocks = { firstResponse: NO_CLOCK, update: NO_CLOCK, resolution: NO_CLOCK };

/**
 * The ticket's life up to now as stretches of the kernel's clock. Nothing after `now` counts, so the clocks can be
 * replayed at any past moment; a history that starts late (or not at all) starts as New at creation. A clock counts
 * down only while the ticket is neither paused nor resolved or closed; resolving or closing stops it.
 */
function stretchesUntil(timeline: SlaTimeline, now: number): ClockStretch[] {
  const created = timeline.createdAt.getTime();
  const known = timeline.statuses.filter((status) => status.at.getTime() <= now).sort((a, b) => a.at.getTime() - b.at.getTime());
  const first = known[0];
  const statuses =
    first && first.at.getTime() <= created ? known : [{ at: timeline.createdAt, category: 'new' as const, pausesSla: false }, ...known];
  return statuses.map((status, index) => ({
    start: Math.max(status.at.getTime(), created),
    end: Math.max(statuses[index + 1]?.at.getTime() ?? now, created),
    runs: !status.pausesSla && !isClosedCategory(status.category),
    stops: isClosedCategory(status.category),
  }));
}

/**
 * The three SLA clocks of a ticket at `now`, in business time from creation.
 *
 * - Paused statuses push every deadline back by the business time spent in them.
 * - Resolving or closing stops the clocks: resolution is done then; a first response or update still owed is
 *   'stopped', not breached, unless it was already overdue.
 * - Reopening resumes the clocks where they stopped (as Zendesk and Freshdesk do): the time between resolving and
 *   reopening does not count, the time before it does, so reopening neither forgives nor restarts the clock.
 * - The first public agent reply meets the first response; each public agent reply opens the next update window,
 *   and the update clock shows the window opened by the latest one ('none' before the first reply).
 *
 * Without a policy, a target for the priority or a usable calendar there is no deadline: every clock is 'none'.
 */
export function slaClocks(policy: SlaPolicy | null, priorityId: string, timeline: SlaTimeline, now: Date): SlaClocks {
  const targets = policy?.targets[priorityId];
  const calendar = policy?.calendar;
  if (!targets || !calendar || calendarProblems(calendar).length > 0) return NO_CLOCKS;
  const clocked: Countdown = { calendar, stretches: stretchesUntil(timeline, now.getTime()), now: now.getTime() };
  const created = timeline.createdAt.getTime();
  const replies = timeline.publicAgentReplies
    .map((reply) => reply.getTime())
    .filter((reply) => reply >= created && reply <= now.getTime())
    .sort((a, b) => a - b);
  const firstReply = replies[0] ?? null;
  const lastReply = replies.at(-1) ?? null;
  const resolvedAt = stoppedSince(clocked.stretches);
  const firstResponse = usableTarget(targets.firstResponseMinutes);
  const update = usableTarget(targets.updateMinutes);
  const resolution = usableTarget(targets.resolutionMinutes);
  return {
    firstResponse: firstResponse === null ? NO_CLOCK : countdown(clocked, created, firstReply, firstResponse),
    update: update === null || lastReply === null ? NO_CLOCK : countdown(clocked, lastReply, null, update),
    resolution: resolution === null ? NO_CLOCK : countdown(clocked, created, resolvedAt, resolution),
  };
}

const all = (clocks: SlaClocks): SlaClock[] => [clocks.firstResponse, clocks.update, clocks.resolution];

/** The earliest deadline of a clock that is counting down now: what a queue sorts by. */
export function nextDue(clocks: SlaClocks): Date | null {
  const dues = all(clocks).flatMap((each) => (each.state === 'running' && each.dueAt ? [each.dueAt.getTime()] : []));
  return dues.length === 0 ? null : new Date(Math.min(...dues));
}

/** Whether a running clock falls due within `minutes` of wall-clock time (an overdue one is breached, not due). */
function dueWithin(clocks: SlaClocks, now: Date, minutes: number): boolean {
  const due = nextDue(clocks);
  return due !== null && due.getTime() >= now.getTime() && due.getTime() - now.getTime() <= minutes * MINUTE_MS;
}

/**
 * One word for a ticket's SLA, worst first: any breach, then a deadline close at hand (only when `now` is given),
 * then on track while any clock still counts, then met when one was met and none breached. Stopped clocks alone
 * say nothing: an unanswered ticket that was closed met no promise.
 */
export function slaState(clocks: SlaClocks, now?: Date, dueSoonMinutes = DUE_SOON_MINUTES): SlaState {
  const states = all(clocks).map((each) => each.state);
  if (states.includes('breached')) return 'breached';
  if (now && dueWithin(clocks, now, dueSoonMinutes)) return 'due-soon';
  if (states.includes('running') || states.includes('paused')) return 'on-track';
  return states.includes('met') ? 'met' : 'none';
}
