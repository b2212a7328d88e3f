import { allow, refuse, type Decision } from '../../../domain/rules/decision';

/** When a campaign nudges a person who has not answered, counted in whole days from their contact date. */
export interface ReminderPolicy {
  /** How many reminder mails follow the first one. */
  readonly reminders: number;
  readonly intervalDays: number;
  /** The campaign's admin hears of anyone still silent on this day. */
  readonly adminAfterDays: number;
  /** Anyone still silent on this day fails (no response); the admin may restart or cancel them. */
  readonly failAfterDays: number;
}

export const DEFAULT_REMINDER_POLICY: ReminderPolicy = { reminders: 3, intervalDays: 3, adminAfterDays: 14, failAfterDays: 30 };

export const REMINDER_ACTIONS = ['invite', 'reminder', 'admin-alert', 'auto-fail'] as const;
export type ReminderAction = (typeof REMINDER_ACTIONS)[number];

interface ReminderStep {
  /** 0 for the invitation, then in order; unique within one round of a person. */
  readonly step: number;
  readonly action: ReminderAction;
  readonly dueAt: Date;
}

/** The hour (UTC) at which a day's mails go out: mornings in Europe, never in the night. */
const SEND_HOUR_UTC = 8;
const DAY_MS = 24 * 3600_000;

export function checkReminderPolicy(policy: ReminderPolicy): Decision<ReminderPolicy> {
  const lastReminder = policy.reminders * policy.intervalDays;
  if (policy.adminAfterDays <= lastReminder) {
    return refuse('admin-before-reminders', 'The admin is told only after the last reminder.', { day: lastReminder });
  }
  if (policy.failAfterDays <= policy.adminAfterDays) {
    return refuse('fail-before-admin', 'A retrieval fails only after the admin was told.', { day: policy.adminAfterDays });
  }
  return allow(policy);
}

/** Midnight UTC of a `YYYY-MM-DD` day, plus the sending hour. */
function sendingTimeOf(day: string): Date {
  return new Date(`${day}T${String(SEND_HOUR_UTC).padStart(2, '0')}:00:00Z`);
}

/**
 * Every step of one round, from its start day: the invitation on that day (never before it), the reminders one
 * interval apart, the admin's alert and the automatic failure. A step already due when the round starts (a person
 * added late) goes at `now` instead, in the same order. A round that starts today invites at once, even before the
 * sending hour: the admin who starts it expects the people to hear of it now.
 */
export function reminderSchedule(startDay: string, policy: ReminderPolicy, now: Date): ReminderStep[] {
  const start = sendingTimeOf(startDay).getTime();
  const at = (days: number) => new Date(Math.max(start + days * DAY_MS, now.getTime()));
  const startsToday = startDay <= now.toISOString().slice(0, 10);
  const reminders = Array.from({ length: policy.reminders }, (_, index) => ({
    action: 'reminder' as const,
    dueAt: at((index + 1) * policy.intervalDays),
  }));
  return [
    { action: 'invite' as const, dueAt: startsToday ? now : at(0) },
    ...reminders,
    { action: 'admin-alert' as const, dueAt: at(policy.adminAfterDays) },
    { action: 'auto-fail' as const, dueAt: at(policy.failAfterDays) },
  ].map((entry, step) => ({ step, ...entry }));
}
