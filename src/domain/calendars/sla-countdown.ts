import { businessMinutesBetween, tryAddBusinessMinutes, type BusinessCalendar } from './business-calendar';

export const CLOCK_STATES = ['none', 'running', 'paused', 'met', 'breached', 'stopped'] as const;
export type ClockState = (typeof CLOCK_STATES)[number];

export interface SlaClock {
  readonly dueAt: Date | null;
  readonly doneAt: Date | null;
  readonly state: ClockState;
}

export const NO_CLOCK: SlaClock = { dueAt: null, doneAt: null, state: 'none' };

/** A stretch of time in one state of the thing clocked (a ticket's status, a repair's step), as instants (ms). */
export interface ClockStretch {
  readonly start: number;
  readonly end: number;
  /** Whether the clock counts down in it (not paused, not stopped). */
  readonly runs: boolean;
  /** Whether it is a stopping state (a resolved ticket): a clock not done then is stopped, not breached. */
  readonly stops: boolean;
}

export interface Countdown {
  readonly calendar: BusinessCalendar;
  /** In time order, up to `now`. */
  readonly stretches: readonly ClockStretch[];
  readonly now: number;
}

const MINUTE_MS = 60_000;

/** When the current run of stopping stretches began, or null while the thing is still being worked. */
export function stoppedSince(stretches: readonly ClockStretch[]): number | null {
  let since: number | null = null;
  for (const stretch of stretches) since = stretch.stops ? (since ?? stretch.start) : null;
  return since;
}

function currentState(stretches: readonly ClockStretch[]): ClockState {
  const current = stretches.at(-1);
  if (!current || current.runs) return 'running';
  return current.stops ? 'stopped' : 'paused';
}

/**
 * One SLA clock, the only one the portal has (the service desk's tickets and the repairs both count with it):
 * `minutes` of running business time from `origin`, done at `doneAt` (null while not done). Reaching the target before
 * being done is a breach; otherwise the deadline shown is where the remaining time would end if the clock ran from
 * the moment it was done, stopped, or (running or paused) from now.
 */
export function countdown({ calendar, stretches, now }: Countdown, origin: number, doneAt: number | null, minutes: number): SlaClock {
  const until = doneAt ?? now;
  let leftMs = Math.round(minutes * MINUTE_MS);
  for (const stretch of stretches) {
    const start = Math.max(stretch.start, origin);
    const end = Math.min(stretch.end, until);
    if (!stretch.runs || end <= start) continue;
    const usedMs = Math.round(businessMinutesBetween(calendar, new Date(start), new Date(end)) * MINUTE_MS);
    if (usedMs >= leftMs) {
      const dueAt = tryAddBusinessMinutes(calendar, new Date(start), leftMs / MINUTE_MS);
      const due = dueAt?.getTime() ?? Infinity;
      if (doneAt !== null) return { dueAt, doneAt: new Date(doneAt), state: doneAt <= due ? 'met' : 'breached' };
      return { dueAt, doneAt: null, state: now > due ? 'breached' : currentState(stretches) };
    }
    leftMs -= usedMs;
  }
  const stopped = stoppedSince(stretches);
  const state = doneAt !== null ? 'met' : currentState(stretches);
  const from = doneAt ?? (stopped !== null ? Math.max(stopped, origin) : now);
  return {
    dueAt: tryAddBusinessMinutes(calendar, new Date(from), leftMs / MINUTE_MS),
    doneAt: doneAt === null ? null : new Date(doneAt),
    state,
  };
}

/** A target that cannot be counted (negative, not a number) sets no deadline rather than breaking the page. */
export const usableTarget = (minutes: number | null | undefined) =>
  minutes !== null && minutes !== undefined && Number.isFinite(minutes) && minutes >= 0 ? minutes : null;
