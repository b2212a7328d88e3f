import { expect } from 'vitest';
import { SavedReportItem } from '../../../../contract/apps/insight/saved-report-schemas';
import type { ApiClient } from '../../../../tests/server/callers';
import type { Repositories } from '../../../repositories';

/** A saved report of the caller's, held to the contract. */
export async function saveReport(client: ApiClient, body: { name: string; visibility: 'private' | 'shared'; query?: Record<string, unknown> }) {
  const answer = await client.call('POST', '/insights/saved-reports', { query: { kind: 'fleet-status' }, ...body });
  expect(answer.status, answer.text).toBe(201);
  return SavedReportItem.parse(answer.body);
}

/** Mails the report every Monday at 08:00 of the organisation's zone, as CSV and PDF, to the people named. */
export async function scheduleWeekly(client: ApiClient, report: { id: string }, recipientIds: string[], version: number | null = null) {
  const answer = await client.call('PATCH', `/insights/saved-reports/${report.id}/schedule`, { cadence: 'weekly', weekday: 1, hour: 8, formats: ['csv', 'pdf'], recipientIds, version });
  expect(answer.status, answer.text).toBe(200);
  return SavedReportItem.parse(answer.body);
}

/** The person's own language, as the settings screen would set it. */
export async function speaks(repos: Repositories, email: string, language: 'en' | 'de'): Promise<void> {
  const { organisationId, id } = (await repos.users.findByEmail(email))!;
  const { settings } = repos;
  const own = await settings.find(organisationId, id);
  if (own) await settings.update(organisationId, id, { language }, own.version, new Date());
  else await settings.create(organisationId, id, { language, theme: 'system' });
}

/** The wall-clock reading of an instant in a zone: 'Mon 08:00'. */
export const wallClockIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
