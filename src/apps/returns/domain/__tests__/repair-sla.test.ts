import { describe, expect, it } from 'vitest';
import type { BusinessCalendar } from '../../../../domain/calendars/business-calendar';
import { currentRepairClock, DEFAULT_REPAIR_SLA_TARGETS, repairClocks, repairTargetsProblem } from '../repair-sla';

/** Monday to Friday, 09:00–17:00 in Berlin. */
const calendar: BusinessCalendar = {
  timeZone: 'Europe/Berlin',
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday: weekday as 1, start: '09:00', end: '17:00' })),
  holidays: ['2026-12-25'],
};
// Monday 2 November 2026, 10:00 in Berlin (UTC+1).
const monday10 = new Date('2026-11-02T09:00:00Z');
const at = (iso: string) => new Date(iso);

describe('repair SLA clocks on the business calendar', () => {
  it('gives the current state a deadline in working time, skipping nights and weekends', () => {
    const clocks = repairClocks([{ state: 'submitted', at: monday10 }], { submitted: 8 * 60 }, calendar, at('2026-11-02T12:00:00Z'));
    expect(currentRepairClock(clocks)).toMatchObject({ stateName: 'submitted', state: 'running', dueAt: at('2026-11-03T09:00:00Z') });
    const friday = repairClocks([{ state: 'in-repair', at: at('2026-11-06T15:00:00Z') }], { 'in-repair': 120 }, calendar, at('2026-11-06T15:30:00Z'));
    // Friday 16:00 local plus two working hours is Monday 10:00 local.
    expect(currentRepairClock(friday)?.dueAt).toEqual(at('2026-11-09T09:00:00Z'));
  });

  it('meets a state left in time and breaches one left late, and a running one past due', () => {
    const steps = [
      { state: 'submitted' as const, at: monday10 },
      { state: 'awaiting-parts' as const, at: at('2026-11-02T13:00:00Z') },
      { state: 'parts-allocated' as const, at: at('2026-11-06T13:00:00Z') },
    ];
    const clocks = repairClocks(steps, DEFAULT_REPAIR_SLA_TARGETS, calendar, at('2026-11-09T15:00:00Z'));
    expect(clocks.map((clock) => [clock.stateName, clock.state])).toEqual([
      ['submitted', 'met'],
      ['awaiting-parts', 'breached'],
      ['parts-allocated', 'breached'],
    ]);
  });

  it('sets no deadline without a usable calendar, a target, or for an ended state', () => {
    expect(currentRepairClock(repairClocks([{ state: 'submitted', at: monday10 }], DEFAULT_REPAIR_SLA_TARGETS, null, monday10))?.state).toBe('none');
    expect(currentRepairClock(repairClocks([{ state: 'submitted', at: monday10 }], {}, calendar, monday10))?.state).toBe('none');
    expect(currentRepairClock(repairClocks([{ state: 'completed', at: monday10 }], DEFAULT_REPAIR_SLA_TARGETS, calendar, monday10))?.state).toBe('none');
    expect(currentRepairClock([])).toBeNull();
  });

  it('refuses targets that cannot be counted', () => {
    expect(repairTargetsProblem(DEFAULT_REPAIR_SLA_TARGETS)).toBeNull();
    expect(repairTargetsProblem({ submitted: -5 })).toBe('invalid-target');
    expect(repairTargetsProblem({ completed: 60 })).toBe('invalid-target');
  });
});
