import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavedReportItem } from '../../../../contract/apps/insight/saved-report-schemas';
import { MemoryAttemptLimiter } from '../../../adapters/memory-attempt-limiter';
import { buildApp, type PortalApp } from '../../../app';
import type { Database } from '../../../db/database';
import { storeOf } from '../../../repositories';
import { DEMO } from '../../../seed/demo-seed';
import { prepareDatabase } from '../../../seed/prepare-data';
import { addMember } from '../../../services/provisioning';
import { testConfig } from '../../../../tests/server/harness';
import { pdfText } from '../../../../tests/server/pdf-text';
import { Inbox, smtpUrlFor } from '../../../../tests/server/smtp-inbox';
import { reopenableTestDatabase, type ReopenableDatabase } from '../../../../tests/server/test-database';
import { speaks } from './saved-report-helpers';

/**
 * A schedule saved on one server, delivered by the next one started over the same database a week later: the job
 * table keeps the delivery across the restart, and the mail goes out over real SMTP with its files attached.
 */
const WEEK_MS = 7 * 86_400_000;

interface Running extends PortalApp {
  readonly database: Database;
}

let place: ReopenableDatabase;
let inbox: Inbox;
let smtpPort: number;

async function start(shiftMs: number): Promise<Running> {
  const now = () => new Date(Date.now() + shiftMs);
  const config = testConfig({ mail: { smtpUrl: smtpUrlFor(smtpPort), from: 'IT asset portal <portal@portal.test>' }, jobs: { concurrency: 2, pollMs: 100, maxAttempts: 3 } });
  const database = await place.open();
  await prepareDatabase(database, { ...config, scryptCost: 1024 }, now(), { done: () => undefined });
  const portal = await buildApp({ config, store: storeOf(database.db), limiter: new MemoryAttemptLimiter(now), now });
  await portal.app.ready();
  return { ...portal, database };
}

async function stop(running: Running): Promise<void> {
  await running.app.close();
  await running.database.close();
}

async function call(running: Running, method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, body?: unknown) {
  const answer = await running.app.inject({ method, url: `/api/v1${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(body !== undefined && { payload: body as object }) });
  return { status: answer.statusCode, body: answer.json<unknown>(), text: answer.body };
}

beforeAll(async () => {
  inbox = new Inbox();
  smtpPort = await inbox.listen();
  place = await reopenableTestDatabase();
}, 240_000);
afterAll(async () => {
  await place.dispose();
  await inbox.close();
});

describe('a scheduled report across a restart', () => {
  it('is delivered by the next server over the same database, with the CSV and a PDF that opens', async () => {
    const before = await start(0);
    const signIn = await call(before, 'POST', '/auth/sign-in', null, { email: DEMO.admin.email, password: DEMO.password });
    const { token } = signIn.body as { token: string };
    const { repos } = storeOf(before.database.db);
    const admin = (await repos.users.findByEmail(DEMO.admin.email))!;
    const greta = await addMember(repos, admin.organisationId, { email: 'greta@acme.test', name: 'Greta Graf', role: 'manager', passwordHash: null });
    await speaks(repos, greta.email, 'de');
    const saved = await call(before, 'POST', '/insights/saved-reports', token, { name: 'Fleet on Mondays', visibility: 'shared', query: { kind: 'fleet-status' } });
    expect(saved.status, saved.text).toBe(201);
    const { id } = SavedReportItem.parse(saved.body);
    const scheduled = await call(before, 'PATCH', `/insights/saved-reports/${id}/schedule`, token, { cadence: 'weekly', weekday: 1, hour: 8, formats: ['csv', 'pdf'], recipientIds: [greta.id], version: null });
    expect(scheduled.status, scheduled.text).toBe(200);
    await stop(before);

    const after = await start(WEEK_MS);
    try {
      const mail = await inbox.next();
      expect(mail.subject).toBe('Bericht: Fleet on Mondays');
      expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe('greta@acme.test');
      expect(mail.attachments.map((file) => file.contentType)).toEqual(['text/csv', 'application/pdf']);
      const [csv, pdf] = mail.attachments;
      expect(csv!.filename).toMatch(/^fleet-status-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(csv!.content.toString('utf8')).toContain('Auf Lager');
      expect(await pdfText(new Uint8Array(pdf!.content))).toContain('Geräte nach Status');
    } finally {
      await stop(after);
    }
    // Two servers, each preparing the database: on PGlite and a busy machine that takes a while.
  }, 240_000);
});
