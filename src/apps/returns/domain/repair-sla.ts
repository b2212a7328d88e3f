import { calendarProblems, type BusinessCalendar } from '../../../domain/calendars/business-calendar';
import { countdown, NO_CLOCK, usableTarget, type SlaClock } from '../../../domain/calendars/sla-countdown';
import { ENDED_REPAIR_STATES, type RepairState } from './repair-state';

/** Business minutes each working state may last before it is late; the ended states have no clock. */
export type RepairSlaTargets = Readonly<Partial<Record<RepairState, number>>>;

const DAY = 8 * 60;

/** What a new organisation promises (a business day is eight working hours), until an admin sets its own. */
export const DEFAULT_REPAIR_SLA_TARGETS: RepairSlaTargets = {
  submitted: DAY,
  'awaiting-parts': 3 * DAY,
  'parts-allocated': DAY,
  'in-repair': 2 * DAY,
  ready: 3 * DAY,
};

/** One step of a repair's history: the state it entered and when. */
export interface RepairStep {
  readonly state: RepairState;
  readonly at: Date;
}

/** A state's clock: from entering it until leaving it (met or breached), or running until now. */
export interface RepairStateClock extends SlaClock {
  readonly stateName: RepairState;
  readonly enteredAt: Date;
}

/**
 * The SLA clock of each state a repair went through, in order, on the organisation's business calendar, counted by
 * the portal's one clock (the service desk's): each state is its own countdown, done when the next state begins.
 * Without a usable calendar or a target for a state, that state has no deadline.
 */
export function repairClocks(steps: readonly RepairStep[], targets: RepairSlaTargets, calendar: BusinessCalendar | null, now: Date): RepairStateClock[] {
  const ordered = [...steps].filter((step) => step.at.getTime() <= now.getTime()).sort((a, b) => a.at.getTime() - b.at.getTime());
  const usable = calendar !== null && calendarProblems(calendar).length === 0;
  return ordered.map((step, index) => {
    const start = step.at.getTime();
    const leftAt = ordered[index + 1]?.at.getTime() ?? null;
    const minutes = usableTarget(targets[step.state]);
    const base = { stateName: step.state, enteredAt: step.at };
    if (!usable || minutes === null || ENDED_REPAIR_STATES.includes(step.state)) return { ...base, ...NO_CLOCK };
    const stretch = { start, end: leftAt ?? now.getTime(), runs: true, stops: false };
    return { ...base, ...countdown({ calendar, stretches: [stretch], now: now.getTime() }, start, leftAt, minutes) };
  });
}

/** The clock of the state the repair is in now, or null before it has a history. */
export function currentRepairClock(clocks: readonly RepairStateClock[]): RepairStateClock | null {
  return clocks.at(-1) ?? null;
}

/** Whether targets an admin typed can be counted: whole minutes, zero or more, for working states only. */
export function repairTargetsProblem(targets: RepairSlaTargets): 'invalid-target' | null {
  for (const [state, minutes] of Object.entries(targets)) {
    if (ENDED_REPAIR_STATES.includes(state as RepairState)) return 'invalid-target';
    if (minutes !== undefined && (!Number.isInteger(minutes) || minutes < 0)) return 'invalid-target';
  }
  return null;
}
