import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkReminderPolicy, DEFAULT_REMINDER_POLICY, reminderSchedule } from '../reminder-schedule';

const DAY = 24 * 3600_000;
/** A day's mails go out at 08:00 UTC. */
const sendingTimeOf = (day: string) => new Date(`${day}T08:00:00Z`);
const daysAfter = (start: string, at: Date) => (at.getTime() - sendingTimeOf(start).getTime()) / DAY;

describe('the reminder schedule', () => {
  it('by default: the invitation on the contact date, three reminders three days apart, the admin on day 14, failure on day 30', () => {
    const steps = reminderSchedule('2027-03-01', DEFAULT_REMINDER_POLICY, new Date('2027-02-01T00:00:00Z'));
    expect(steps.map((step) => [step.step, step.action, daysAfter('2027-03-01', step.dueAt)])).toEqual([
      [0, 'invite', 0],
      [1, 'reminder', 3],
      [2, 'reminder', 6],
      [3, 'reminder', 9],
      [4, 'admin-alert', 14],
      [5, 'auto-fail', 30],
    ]);
    expect(steps[0]!.dueAt.toISOString()).toBe('2027-03-01T08:00:00.000Z');
  });

  it('invites at once when the round starts today before the sending hour, and keeps the hour for the rest', () => {
    const now = new Date('2027-03-01T00:06:00Z');
    const steps = reminderSchedule('2027-03-01', DEFAULT_REMINDER_POLICY, now);
    expect(steps[0]).toMatchObject({ action: 'invite', dueAt: now });
    expect(steps[1]!.dueAt.toISOString()).toBe('2027-03-04T08:00:00.000Z');
  });

  it('never plans a step before the contact date or before now, and keeps the steps in order', () => {
    const policies = fc
      .record({ reminders: fc.integer({ min: 0, max: 10 }), intervalDays: fc.integer({ min: 1, max: 30 }), adminAfterDays: fc.integer({ min: 1, max: 180 }), failAfterDays: fc.integer({ min: 1, max: 365 }) })
      .filter((policy) => checkReminderPolicy(policy).ok);
    const days = fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(policies, days, fc.date({ min: new Date('2026-01-01'), max: new Date('2031-12-31'), noInvalidDate: true }), (policy, start, now) => {
        const steps = reminderSchedule(start, policy, now);
        expect(steps).toHaveLength(policy.reminders + 3);
        const startOfDay = new Date(`${start}T00:00:00Z`).getTime();
        for (const step of steps) {
          expect(step.dueAt.getTime()).toBeGreaterThanOrEqual(Math.max(startOfDay, now.getTime()));
          if (step.action !== 'invite') expect(step.dueAt.getTime()).toBeGreaterThanOrEqual(sendingTimeOf(start).getTime());
        }
        for (let index = 1; index < steps.length; index += 1) expect(steps[index]!.dueAt.getTime()).toBeGreaterThanOrEqual(steps[index - 1]!.dueAt.getTime());
        expect(steps.at(-1)!.action).toBe('auto-fail');
      }),
    );
  });

  it('refuses a policy that tells the admin before the last reminder, or fails before telling them', () => {
    expect(checkReminderPolicy({ reminders: 3, intervalDays: 5, adminAfterDays: 14, failAfterDays: 30 })).toMatchObject({ ok: false, code: 'admin-before-reminders', params: { day: 15 } });
    expect(checkReminderPolicy({ reminders: 3, intervalDays: 3, adminAfterDays: 14, failAfterDays: 14 })).toMatchObject({ ok: false, code: 'fail-before-admin' });
    expect(checkReminderPolicy(DEFAULT_REMINDER_POLICY).ok).toBe(true);
  });
});
