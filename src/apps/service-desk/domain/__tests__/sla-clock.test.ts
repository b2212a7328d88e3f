import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BusinessCalendar } from '../../../../domain/calendars/business-calendar';
import type { SlaClock } from '../../../../domain/calendars/sla-countdown';
import {
  nextDue,
  NO_CLOCKS,
  slaClocks,
  slaState,
  type SlaClocks,
  type SlaTimeline,
  type StatusCategory,
  type StatusSpan,
} from '../sla-clock';
import type { SlaPolicy } from '../sla-policy';

const calendar: BusinessCalendar = {
  timeZone: 'Europe/Berlin',
  hours: ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  holidays: [],
};

const policy: SlaPolicy = {
  id: 'standard',
  name: 'Standard',
  order: 1,
  condition: null,
  calendar,
  targets: {
    high: { firstResponseMinutes: 120, updateMinutes: 240, resolutionMinutes: 960 },
    low: { firstResponseMinutes: 480, updateMinutes: null, resolutionMinutes: null },
  },
};

/** Berlin winter time; the week of Monday 23 November 2026. */
const at = (local: string) => new Date(`2026-11-${local}+01:00`);

const span = (local: string, category: StatusCategory, pausesSla = false): StatusSpan => ({ at: at(local), category, pausesSla });

function timeline(created: string, statuses: StatusSpan[] = [], replies: string[] = []): SlaTimeline {
  return { createdAt: at(created), statuses: [span(created, 'new'), ...statuses], publicAgentReplies: replies.map(at) };
}

const clocks = (line: SlaTimeline, now: string, priority = 'high') => slaClocks(policy, priority, line, at(now));

const expectClock = (actual: SlaClock, dueAt: string | null, state: SlaClock['state'], doneAt: string | null = null) => {
  expect(actual).toEqual({ dueAt: dueAt && at(dueAt), doneAt: doneAt && at(doneAt), state });
};

describe('SLA clocks without a deadline', () => {
  const line = timeline('23T09:00');

  it('are all none without a policy, a target for the priority or a calendar', () => {
    expect(slaClocks(null, 'high', line, at('23T10:00'))).toEqual(NO_CLOCKS);
    expect(slaClocks(policy, 'urgent', line, at('23T10:00'))).toEqual(NO_CLOCKS);
    expect(slaClocks({ ...policy, calendar: null }, 'high', line, at('23T10:00'))).toEqual(NO_CLOCKS);
  });

  it('are none for a calendar that has no working time', () => {
    expect(slaClocks({ ...policy, calendar: { ...calendar, hours: [] } }, 'high', line, at('23T10:00'))).toEqual(NO_CLOCKS);
  });

  it('leave out a target that cannot be counted', () => {
    const broken = { ...policy, targets: { high: { firstResponseMinutes: -5, updateMinutes: Number.NaN, resolutionMinutes: 960 } } };
    const result = slaClocks(broken, 'high', line, at('23T10:00'));
    expect([result.firstResponse.state, result.update.state, result.resolution.state]).toEqual(['none', 'none', 'running']);
  });

  it('leave out a target the priority does not set', () => {
    const result = clocks(line, '23T10:00', 'low');
    expect(result.update.state).toBe('none');
    expect(result.resolution.state).toBe('none');
    expectClock(result.firstResponse, '23T17:00', 'running');
  });
});

describe('the first response clock', () => {
  it('carries a Friday 16:00 ticket with a 2 h target to Monday 10:00', () => {
    expectClock(clocks(timeline('20T16:00'), '20T16:30').firstResponse, '23T10:00', 'running');
  });

  it('is met by a public agent reply in time', () => {
    expectClock(clocks(timeline('20T16:00', [], ['23T09:30']), '23T12:00').firstResponse, '23T10:00', 'met', '23T09:30');
  });

  it('is met by a reply exactly on the deadline', () => {
    expect(clocks(timeline('20T16:00', [], ['23T10:00']), '23T12:00').firstResponse.state).toBe('met');
  });

  it('is breached by a late reply', () => {
    expectClock(clocks(timeline('20T16:00', [], ['23T10:30']), '23T12:00').firstResponse, '23T10:00', 'breached', '23T10:30');
  });

  it('is breached once now passes the deadline without a reply', () => {
    expectClock(clocks(timeline('20T16:00'), '23T10:00').firstResponse, '23T10:00', 'running');
    expectClock(clocks(timeline('20T16:00'), '23T10:01').firstResponse, '23T10:00', 'breached');
  });

  it('counts only the replies it is given: an internal note the caller left out changes nothing', () => {
    const internalNoteAt = '23T09:15';
    const onlyNote = timeline('20T16:00');
    const withReply = timeline('20T16:00', [], [internalNoteAt]);
    expect(clocks(onlyNote, '23T12:00').firstResponse.state).toBe('breached');
    expect(clocks(withReply, '23T12:00').firstResponse.state).toBe('met');
  });

  it('ignores replies after now, so the clocks can be replayed', () => {
    expectClock(clocks(timeline('23T09:00', [], ['23T10:30']), '23T10:00').firstResponse, '23T11:00', 'running');
  });
});

describe('pausing', () => {
  it('pushes the deadline back by the business time spent waiting on the customer', () => {
    const line = timeline('23T09:00', [span('23T10:00', 'pending', true), span('23T14:00', 'open')]);
    expectClock(clocks(line, '23T14:30').firstResponse, '23T15:00', 'running');
  });

  it('counts only the business hours of a pause over night', () => {
    const line = timeline('23T15:00', [span('23T16:00', 'pending', true), span('24T10:00', 'open')]);
    expectClock(clocks(line, '24T10:00').firstResponse, '24T11:00', 'running');
  });

  it('shows the deadline as if the clock resumed now while paused', () => {
    const line = timeline('23T09:00', [span('23T10:00', 'pending', true)]);
    expectClock(clocks(line, '23T12:00').firstResponse, '23T13:00', 'paused');
  });

  it('does not pause for a pending status that keeps the clock running', () => {
    const line = timeline('23T09:00', [span('23T10:00', 'pending', false)]);
    expectClock(clocks(line, '23T10:30').firstResponse, '23T11:00', 'running');
  });

  it('does not save a clock that was already overdue when the pause began', () => {
    const line = timeline('23T09:00', [span('23T12:00', 'pending', true)]);
    expectClock(clocks(line, '23T13:00').firstResponse, '23T11:00', 'breached');
  });
});

describe('resolving and closing', () => {
  it('meets the resolution target when resolved in time and stops an unanswered first response', () => {
    const result = clocks(timeline('23T09:00', [span('23T10:00', 'resolved')]), '23T15:00');
    expectClock(result.resolution, '24T17:00', 'met', '23T10:00');
    expectClock(result.firstResponse, '23T11:00', 'stopped');
    expect(result.update.state).toBe('none');
  });

  it('breaches the resolution target when resolved late', () => {
    expectClock(clocks(timeline('23T09:00', [span('25T10:00', 'resolved')]), '25T12:00').resolution, '24T17:00', 'breached', '25T10:00');
  });

  it('keeps a first response breached when it was overdue before the ticket was resolved', () => {
    expect(clocks(timeline('23T09:00', [span('23T12:00', 'resolved')]), '23T15:00').firstResponse.state).toBe('breached');
  });

  it('is done when the ticket was resolved, not when it was later closed', () => {
    const line = timeline('23T09:00', [span('23T13:00', 'resolved'), span('24T09:00', 'closed')]);
    expectClock(clocks(line, '25T09:00').resolution, '24T17:00', 'met', '23T13:00');
  });

  it('resumes the resolution clock on reopening, without counting the time it was resolved', () => {
    const reopened = timeline('23T09:00', [span('23T13:00', 'resolved'), span('26T09:00', 'open')]);
    // 4 of 16 hours were used before resolving; the other 12 run from Thursday 09:00.
    expectClock(clocks(reopened, '26T09:30').resolution, '27T13:00', 'running');
    const resolvedAgain = timeline('23T09:00', [span('23T13:00', 'resolved'), span('26T09:00', 'open'), span('27T12:00', 'resolved')]);
    expectClock(clocks(resolvedAgain, '27T15:00').resolution, '27T13:00', 'met', '27T12:00');
  });
});

describe('the update clock', () => {
  it('is none until the first public agent reply', () => {
    expect(clocks(timeline('23T09:00'), '23T10:00').update).toEqual({ dueAt: null, doneAt: null, state: 'none' });
  });

  it('runs from the latest public agent reply', () => {
    expectClock(clocks(timeline('23T09:00', [], ['23T09:30']), '23T10:00').update, '23T13:30', 'running');
    expectClock(clocks(timeline('23T09:00', [], ['23T09:30', '23T12:00']), '23T13:00').update, '23T16:00', 'running');
  });

  it('is breached when no update follows in time', () => {
    expectClock(clocks(timeline('23T09:00', [], ['23T09:30']), '23T13:31').update, '23T13:30', 'breached');
  });

  it('stops when the ticket is resolved', () => {
    const line = timeline('23T09:00', [span('23T11:00', 'resolved')], ['23T09:30']);
    expectClock(clocks(line, '23T15:00').update, '23T13:30', 'stopped');
  });

  it('is paused with the ticket', () => {
    const line = timeline('23T09:00', [span('23T10:00', 'pending', true)], ['23T09:30']);
    expect(clocks(line, '23T15:00').update.state).toBe('paused');
  });
});

describe('the SLA state of a ticket', () => {
  const clock = (state: SlaClock['state'], dueAt: Date | null = null): SlaClock => ({ dueAt, doneAt: null, state });
  const of = (firstResponse: SlaClock, update: SlaClock = clock('none'), resolution: SlaClock = clock('none')): SlaClocks => ({
    firstResponse,
    update,
    resolution,
  });
  const now = at('23T10:00');

  it.each([
    ['none', of(clock('none'))],
    ['breached', of(clock('met'), clock('breached'), clock('running', at('24T10:00')))],
    ['on-track', of(clock('running', at('23T12:00')))],
    ['on-track', of(clock('paused', at('23T10:30')))],
    ['due-soon', of(clock('met'), clock('none'), clock('running', at('23T10:45')))],
    ['met', of(clock('met'), clock('stopped'), clock('met'))],
    ['none', of(clock('stopped'))],
  ] as const)('is %s', (expected, given) => {
    expect(slaState(given, now)).toBe(expected);
  });

  it('is never due soon without a now', () => {
    expect(slaState(of(clock('running', at('23T10:05'))))).toBe('on-track');
  });

  it('knows the next running deadline and whether it is near', () => {
    const given = of(clock('running', at('23T12:00')), clock('paused', at('23T10:10')), clock('running', at('24T09:00')));
    expect(nextDue(given)).toEqual(at('23T12:00'));
    expect(slaState(given, now, 120)).toBe('due-soon');
    expect(slaState(given, now, 119)).toBe('on-track');
    expect(nextDue(NO_CLOCKS)).toBeNull();
  });
});

describe('SLA clock properties', () => {
  const start = at('23T08:00').getTime();
  const hour = 3_600_000;
  /** Status changes at whole quarter hours within two weeks, as offsets from the start. */
  const changes = fc.array(
    fc.record({
      offset: fc.integer({ min: 1, max: 14 * 96 }).map((quarters) => quarters * hour / 4),
      category: fc.constantFrom<StatusCategory>('open', 'pending', 'resolved', 'closed'),
      pausesSla: fc.boolean(),
    }),
    { maxLength: 8 },
  );
  const lineOf = (steps: { offset: number; category: StatusCategory; pausesSla: boolean }[], replies: number[]): SlaTimeline => ({
    createdAt: new Date(start),
    statuses: [
      { at: new Date(start), category: 'new', pausesSla: false },
      ...[...steps].sort((a, b) => a.offset - b.offset).map((step) => ({ ...step, at: new Date(start + step.offset) })),
    ],
    publicAgentReplies: replies.map((offset) => new Date(start + offset * hour / 4)),
  });
  const replies = fc.array(fc.integer({ min: 0, max: 14 * 96 }), { maxLength: 3 });

  it('never brings a deadline forward by pausing', () => {
    fc.assert(
      fc.property(changes, (steps) => {
        const now = new Date(start + 15 * 24 * hour);
        const paused = slaClocks(policy, 'high', lineOf(steps, []), now);
        const unpaused = slaClocks(policy, 'high', lineOf(steps.map((step) => ({ ...step, pausesSla: false })), []), now);
        for (const key of ['firstResponse', 'resolution'] as const) {
          expect(paused[key].dueAt!.getTime()).toBeGreaterThanOrEqual(unpaused[key].dueAt!.getTime());
        }
      }),
      { numRuns: 60 },
    );
  });

  it('keeps a met or breached clock so as time passes without new events', () => {
    fc.assert(
      fc.property(changes, replies, fc.integer({ min: 1, max: 200 }), (steps, answers, later) => {
        const line = lineOf(steps, answers);
        const now = new Date(start + 15 * 24 * hour);
        const before = slaClocks(policy, 'high', line, now);
        const after = slaClocks(policy, 'high', line, new Date(now.getTime() + later * hour));
        for (const key of ['firstResponse', 'update', 'resolution'] as const) {
          if (before[key].state === 'met' || before[key].state === 'breached') expect(after[key]).toEqual(before[key]);
        }
      }),
      { numRuns: 60 },
    );
  });
});
