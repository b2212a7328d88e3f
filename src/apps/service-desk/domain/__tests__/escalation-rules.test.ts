import { describe, expect, it } from 'vitest';
import type { BusinessCalendar } from '../../../../domain/calendars/business-calendar';
import { escalationDue } from '../escalation-rules';
import type { SlaClock } from '../../../../domain/calendars/sla-countdown';
import { NO_CLOCKS, type SlaClocks } from '../sla-clock';

const calendar: BusinessCalendar = {
  timeZone: 'Europe/Berlin',
  hours: ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  holidays: [],
};

const at = (local: string) => new Date(`2026-11-${local}+01:00`);
const clock = (state: SlaClock['state'], dueAt: string | null, doneAt: string | null = null): SlaClock => ({
  state,
  dueAt: dueAt === null ? null : at(dueAt),
  doneAt: doneAt === null ? null : at(doneAt),
});
const withResolution = (resolution: SlaClock): SlaClocks => ({ ...NO_CLOCKS, resolution });

describe('escalation', () => {
  const monday10 = at('23T10:00');

  it('raises the priority once when a clock is breached, then only warns the lead', () => {
    const breached = withResolution(clock('breached', '23T09:30'));
    expect(escalationDue(breached, monday10, calendar, false)).toBe('raise-priority');
    expect(escalationDue(breached, monday10, calendar, true)).toBe('warn-lead');
  });

  it('does nothing for a breach that is already done, as a late reply', () => {
    expect(escalationDue(withResolution(clock('breached', '23T09:30', '23T09:45')), monday10, calendar, false)).toBe('none');
  });

  it('warns the lead when a running deadline is within 30 business minutes', () => {
    expect(escalationDue(withResolution(clock('running', '23T10:30')), monday10, calendar, false)).toBe('warn-lead');
    expect(escalationDue(withResolution(clock('running', '23T10:31')), monday10, calendar, false)).toBe('none');
  });

  it('counts the 30 minutes in business time, across the night', () => {
    expect(escalationDue(withResolution(clock('running', '24T09:20')), at('23T16:50'), calendar, false)).toBe('warn-lead');
  });

  it('leaves a paused clock alone however close its deadline', () => {
    expect(escalationDue(withResolution(clock('paused', '23T10:05')), monday10, calendar, false)).toBe('none');
  });

  it('does nothing outside business hours or without a calendar', () => {
    const breached = withResolution(clock('breached', '20T16:30'));
    expect(escalationDue(breached, at('21T10:00'), calendar, false)).toBe('none');
    expect(escalationDue(breached, monday10, null, false)).toBe('none');
  });

  it('does nothing without clocks', () => {
    expect(escalationDue(NO_CLOCKS, monday10, calendar, false)).toBe('none');
  });
});
